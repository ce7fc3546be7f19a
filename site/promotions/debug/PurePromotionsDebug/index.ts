export { PurePromotionsDebug } from './PurePromotionsDebug.tsx';
export type { DebugRow, PurePromotionsDebugProps } from './PurePromotionsDebug.tsx';
