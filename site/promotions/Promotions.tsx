import { lazy, Suspense, useEffect, useState } from 'react';
import type { Store } from '../../design-system/index.ts';
import type { Locale } from '../../domain/constants.ts';
import type { PopupKind } from '../../domain/promotions/kinds.ts';
import type { PagePromotions } from './model.ts';
import { afterLoad } from './after-load.ts';

// The popups' code: its own chunk, requested after the page has loaded (issue #10).
const PopupHost = lazy(() => import('./popups/PopupHost.tsx'));

/** The page's popups, once the page has loaded; nothing at all on pages without any. */
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
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (hasPopups && !loaded ? afterLoad(() => setLoaded(true)) : undefined), [hasPopups, loaded]);
  if (!hasPopups || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost promotions={promotions} locale={locale} routeKey={pathname} storeLinks={storeLinks} forced={forced} />
    </Suspense>
  );
}
