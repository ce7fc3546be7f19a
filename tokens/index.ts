export * from './palette.ts';
export * from './color.ts';
export * from './breakpoints.ts';
export * from './typography.ts';
export * from './scale.ts';
export { toCssVariables, toDesignTokens } from './generate.ts';
