import type { Locale } from '../platform/constants.ts';
import type { Footer as FooterContent } from '../platform/content/schemas.ts';
import { APP_GALLERY_HIDDEN_ON_PATH } from '../platform/constants.ts';
import { localizePath, MESSAGES, splitLocale } from '../platform/i18n/index.ts';
import { PureFooter } from './PureFooter/index.ts';

export interface FooterProps {
  footer: FooterContent;
  locale: Locale;
  /** The page's path (with its locale prefix). */
  pathname: string;
  /** The site's origin, for the QR code's address. */
  origin: string;
  year: number;
}

/** The footer's props for the page it is on. */
export function footerViewProps({ footer, locale, pathname, origin, year }: FooterProps) {
  const { path } = splitLocale(pathname.replace(/(.)\/+$/, '$1'));
  return {
    footer,
    messages: MESSAGES[locale],
    year,
    qrValue: `${origin}${localizePath('/language-learning-app', locale)}`,
    hiddenStores: path === APP_GALLERY_HIDDEN_ON_PATH ? (['app-gallery'] as const) : [],
  };
}

/**
 * The footer of every page, as HTML only: links need no script. Its analytics and its refresh
 * after 24 h are the `footer` island's (footer.island.tsx).
 */
export function Footer(props: FooterProps) {
  return <PureFooter {...footerViewProps(props)} />;
}
