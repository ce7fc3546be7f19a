import { useMatches, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE } from '../platform/constants.ts';
import type { RootData } from '../root.tsx';
import { NO_PROMOTIONS, type PagePromotions } from './model.ts';

/**
 * The promotions the current page was prerendered with (its route loader's `promotions`), with
 * the page's locale and build time.
 */
export function usePagePromotions() {
  const root = useRouteLoaderData<RootData>('root');
  const leaf = useMatches().at(-1)?.data as { promotions?: PagePromotions } | undefined;
  return {
    promotions: leaf?.promotions ?? NO_PROMOTIONS,
    locale: root?.locale ?? DEFAULT_LOCALE,
    builtAt: root?.builtAt ?? 0,
  };
}
