export { PureTutoringBanner } from './PureTutoringBanner.tsx';
export type { PureTutoringBannerProps } from './PureTutoringBanner.tsx';
