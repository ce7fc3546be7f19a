// The content layer: the CMS client, its queries and the content model (measured by `npm run bench`).
export * as queries from '../../../domain/content/queries.ts';
export type { Banner, Footer, Header, Link, LinkGroup, Popup, RemoteConfig, Review, TimerCta } from '../../../domain/content/schemas.ts';
