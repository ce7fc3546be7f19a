import { lazy, Suspense, useLayoutEffect } from 'react';
import { useShellContent } from '../platform/content/use-shell-content.ts';
import type { FooterProps } from './Footer.tsx';

// Loaded only to replace a footer older than 24 h: the page's own footer is HTML.
const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));

/** Marks the footer the page was prerendered with, which a fresher one replaces. */
export const BUILT_FOOTER_ATTRIBUTE = 'data-built-footer';

/** Committed with the fresh footer (one Suspense boundary): the page's copy goes as the new one shows. */
function ReplacesBuiltFooter() {
  useLayoutEffect(() => document.querySelector(`[${BUILT_FOOTER_ATTRIBUTE}]`)?.remove(), []);
  return null;
}

export interface FooterLiveProps extends Omit<FooterProps, 'footer'> {
  /** When the page's footer was fetched: after 24 h the browser refreshes it. */
  builtAt: number;
  cmsUrl: string;
}

/**
 * Hydrated only once the page's footer is older than 24 h (footer.starter.ts, which also sends the
 * links' analytics): the CMS's current footer in its place.
 */
export function FooterLive({ builtAt, cmsUrl, ...view }: FooterLiveProps) {
  const fresh = useShellContent<FooterProps['footer']>('footer', view.locale, null, builtAt, cmsUrl);
  return fresh ? (
    <Suspense fallback={null}>
      <Footer footer={fresh} {...view} />
      <ReplacesBuiltFooter />
    </Suspense>
  ) : null;
}
