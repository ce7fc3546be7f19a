// The promotions data layer: what banner and popup code imports (measured by `npm run bench`).
export { cmsConfigFromEnv, CmsRequestError, createCmsClient, logOnce } from './client.ts';
export type { CmsClient, CmsConfig } from './client.ts';
export { ContentProvider, createContentQueryClient, useBanner, useFooter, usePopups, useReviews, useTimerCta } from './hooks.tsx';
export * as queries from './queries.ts';
export { validate } from './schemas.ts';
export type { Banner, Footer, Header, Link, LinkGroup, Popup, RemoteConfig, Review, TimerCta } from './schemas.ts';
export * from '../rules/index.ts';
export { BUSINESS_LINK_FLAG } from '../visitor/split-flag.ts';
export { readGeo } from '../visitor/geo.ts';
