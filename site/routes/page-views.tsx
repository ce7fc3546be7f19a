// How each kind of page looks (page-kinds.ts says what it shows): one view per template, and a
// template without its view does not compile. Only the rows' types come from page-kinds.ts, so
// the browser's bundles take none of their build-time reads.
import type { ReactNode } from 'react';
import type { Locale } from '../../domain/constants.ts';
import { PASSWORD_RESET_COPY } from '../../domain/account/copy.ts';
import { PASSWORD_LENGTH } from '../../domain/account/password.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { PureForgotPassword, PureResetPassword } from '../account/PurePasswordReset/index.ts';
import { Island } from '../islands/island.tsx';
import { BlogPost } from '../page/BlogPost/index.ts';
import { LegalDocument } from '../page/LegalDocument/index.ts';
import { LevelResult } from '../page/LevelResult/index.ts';
import { SitemapPage } from '../page/SitemapPage/index.ts';
import { Sections } from '../sections/registry.tsx';
import tutorBookingIsland from '../tutoring/tutor-booking.island.tsx';
import { PureTutorProfile } from '../tutoring/PureTutorProfile/index.ts';
import { WordMissing, WordPage } from '../words/WordPage.tsx';
import type { PageData } from './page-kinds.ts';

type Views = { [Template in PageData['template']]: (data: Extract<PageData, { template: Template }>, locale: Locale) => ReactNode };

const PAGE_VIEWS: Views = {
  sections: (data, locale) => <Sections sections={data.sections} locale={locale} />,
  post: (data) => <BlogPost {...data} />,
  tutor: (data, locale) => (
    <PureTutorProfile locale={locale} tutor={data.tutor} copy={data.copy} backHref={data.backHref} booking={<Island island={tutorBookingIsland} props={{ locale, tutor: data.matchable }} />} />
  ),
  legal: (data) => <LegalDocument {...data} />,
  sitemap: (data) => <SitemapPage {...data} />,
  // Served by routes/sign-in.tsx, which matches first.
  'sign-in': () => null,
  'level-result': (data) => <LevelResult {...data} />,
  'forgot-password': (_, locale) => <PureForgotPassword copy={PASSWORD_RESET_COPY[locale]} action={localizePath('/forgot-password', locale)} signInHref={localizePath('/sign-in', locale)} />,
  'reset-password': (_, locale) => (
    <PureResetPassword copy={PASSWORD_RESET_COPY[locale]} forgotHref={localizePath('/forgot-password', locale)} minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />
  ),
  word: (data) => <WordPage view={data.view} />,
  'word-missing': (data) => <WordMissing view={data.view} />,
};

/** A page's body, by its template's view. */
export function PageView({ page, locale }: { page: PageData; locale: Locale }) {
  const view = PAGE_VIEWS[page.template] as (data: PageData, locale: Locale) => ReactNode;
  return <>{view(page, locale)}</>;
}
