export { PureCmsBanner } from './PureCmsBanner.tsx';
export type { PureCmsBannerProps } from './PureCmsBanner.tsx';
