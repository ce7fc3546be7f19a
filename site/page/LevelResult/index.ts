export { LevelResult } from './LevelResult.tsx';
export type { LevelResultProps } from './LevelResult.tsx';
