export { APP_BANNER_COMPACT_HEIGHT_PX, PureAppBanner } from './PureAppBanner.tsx';
export type { PureAppBannerProps } from './PureAppBanner.tsx';
