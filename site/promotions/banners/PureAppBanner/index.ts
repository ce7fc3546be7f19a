export { PureAppBanner } from './PureAppBanner.tsx';
export type { PureAppBannerProps } from './PureAppBanner.tsx';
