import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { isStore } from '../../design-system/StoreButton/stores.ts';
import { track } from '../platform/analytics/index.ts';
import { useShellContent } from '../platform/content/use-shell-content.ts';
import type { FooterProps } from './Footer.tsx';

// Loaded only to replace a footer older than 24 h: the page's own footer is HTML.
const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));

/** Marks the footer the page was prerendered with, which a fresher one replaces. */
export const BUILT_FOOTER_ATTRIBUTE = 'data-built-footer';

/** The analytics events of the footer's links (spec §7), for the footer in the page's HTML as for a fresh one. */
function useFooterAnalytics() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('footer a') : null;
      if (!link) return;
      const store = link.getAttribute('data-store');
      if (isStore(store)) track({ event: 'gen_deeplink_clicked', store, place: 'footer' });
      else if (link.getAttribute('data-event') === 'gen_clicked_contact_us') track({ event: 'gen_clicked_contact_us', place: 'footer' });
    };
    // Capturing: a link React renders (a fresh footer) stops its click's propagation (React Aria's press).
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

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
 * What the footer needs a script for: its analytics and, once the page's copy is older than 24 h,
 * the CMS's current footer in its place. Nothing of its own otherwise: the footer is HTML.
 */
export function FooterLive({ builtAt, cmsUrl, ...view }: FooterLiveProps) {
  useFooterAnalytics();
  const fresh = useShellContent<FooterProps['footer']>('footer', view.locale, null, builtAt, cmsUrl);
  return fresh ? (
    <Suspense fallback={null}>
      <Footer footer={fresh} {...view} />
      <ReplacesBuiltFooter />
    </Suspense>
  ) : null;
}
