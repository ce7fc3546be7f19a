import { APP_GALLERY_HIDDEN_ON_PATH, type Locale } from '../../domain/constants.ts';
import type { Footer as FooterContent } from '../../domain/content/schemas.ts';
import { MESSAGES, splitLocale } from '../../domain/i18n/index.ts';
import { appQrCodePath } from '../../domain/rules/app-download.ts';
import { PureFooter } from './PureFooter/index.ts';

export interface FooterProps {
  footer: FooterContent;
  locale: Locale;
  /** The page's path (with its locale prefix). */
  pathname: string;
  year: number;
}

/**
 * The footer of every page, as HTML only: links need no script. Its analytics and its refresh
 * after 24 h are the `footer` island's (footer.island.tsx).
 */
export function Footer({ footer, locale, pathname, year }: FooterProps) {
  const { path } = splitLocale(pathname.replace(/(.)\/+$/, '$1'));
  return (
    <PureFooter
      footer={footer}
      messages={MESSAGES[locale]}
      year={year}
      qrCodeSrc={appQrCodePath(locale)}
      hiddenStores={path === APP_GALLERY_HIDDEN_ON_PATH ? ['app-gallery'] : []}
    />
  );
}
