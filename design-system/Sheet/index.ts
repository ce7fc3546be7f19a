export { Sheet, SHEET_SIDES } from './Sheet.tsx';
export type { SheetProps, SheetSide } from './Sheet.tsx';
