import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Store } from '../../design-system/index.ts';
import type { Locale } from '../../domain/constants.ts';
import type { PopupKind } from '../../domain/content/popup-kinds.ts';
import type { PagePromotions } from './model.ts';

// The popups' code: its own chunk, requested after the page has loaded (issue #10).
const PopupHost = lazy(() => import('./popups/PopupHost.tsx'));

const noSubscription = () => () => {};

/**
 * The page's popups; nothing at all on pages without any. The island hydrates once the page has
 * loaded and the browser is idle (popups.starter.ts): the popups' code is asked for then, after
 * hydration (the prerendered HTML has none of it).
 */
export function Promotions({
  promotions,
  locale,
  pathname,
  storeLinks,
  forced = null,
}: {
  promotions: PagePromotions;
  locale: Locale;
  pathname: string;
  storeLinks: Partial<Record<Store, string>>;
  /** A preview's popup, shown at once whatever the decision says. */
  forced?: PopupKind | null;
}) {
  const hasPopups = promotions.popups.length > 0;
  // False while hydrating (the server rendered nothing here), true right after.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!hasPopups || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost promotions={promotions} locale={locale} routeKey={pathname} storeLinks={storeLinks} forced={forced} />
    </Suspense>
  );
}
