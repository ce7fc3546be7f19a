export { Banner } from './Banner.tsx';
export type { BannerProps } from './Banner.tsx';
