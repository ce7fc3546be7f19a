import { useLocation, useRouteLoaderData } from 'react-router';
import { track } from '../platform/analytics/index.ts';
import type { Link } from '../platform/content/index.ts';
import { useShellContent } from '../platform/content/use-shell-content.ts';
import { APP_GALLERY_HIDDEN_ON_PATH } from '../platform/constants.ts';
import { localizePath, MESSAGES, splitLocale } from '../platform/i18n/index.ts';
import type { RootData } from '../root.tsx';
import { PureFooter } from './PureFooter/index.ts';

/** The analytics event a footer link sends, named by its CMS `eventType` (spec §7). */
function trackFooterLink(link: Link) {
  if (link.eventType === 'gen_clicked_contact_us') track({ event: 'gen_clicked_contact_us', place: 'footer' });
}

/** The footer of every page: the CMS record of the page's locale, loaded when the page was prerendered. */
export function Footer() {
  const data = useRouteLoaderData<RootData>('root');
  const { path } = splitLocale(useLocation().pathname.replace(/(.)\/+$/, '$1'));
  const footer = useShellContent('footer', data?.locale ?? 'en', data?.footer ?? null, data?.builtAt ?? Number.POSITIVE_INFINITY, data?.cmsUrl ?? '/cms');
  // The CMS header's `footer` parameter (spec §2) turns the page footer off, as on a funnel page.
  if (!data || !footer || data.header?.footer === false) return null;
  const { locale, origin, year } = data;
  return (
    <PureFooter
      footer={footer}
      messages={MESSAGES[locale]}
      year={year}
      qrValue={`${origin}${localizePath('/language-learning-app', locale)}`}
      hiddenStores={path === APP_GALLERY_HIDDEN_ON_PATH ? ['app-gallery'] : []}
      onStorePress={(store) => track({ event: 'gen_deeplink_clicked', store, place: 'footer' })}
      onLinkPress={trackFooterLink}
    />
  );
}
