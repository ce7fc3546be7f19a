export { Link, LINK_VARIANTS } from './Link.tsx';
export type { LinkProps, LinkVariant } from './Link.tsx';
export { SAFE_SCHEMES, toSafeHref } from './safe-href.ts';
export type { SafeHref } from './safe-href.ts';
