// Every page but home: the loader resolves the path to a template and its content at build time
// (site-pages.ts); any other path renders the 404 page (see NotFoundPage.tsx for why the same
// route).
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PureForgotPassword, PureResetPassword } from '../account/PurePasswordReset/index.ts';
import { PASSWORD_RESET_COPY } from '../../domain/account/copy.ts';
import { PASSWORD_LENGTH } from '../../domain/account/password.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { BlogPost } from '../page/BlogPost/index.ts';
import { Island } from '../islands/island.tsx';
import tutorBookingIsland from '../tutoring/tutor-booking.island.tsx';
import { PureTutorProfile } from '../tutoring/PureTutorProfile/index.ts';
import { LegalDocument } from '../page/LegalDocument/index.ts';
import { LevelResult } from '../page/LevelResult/index.ts';
import { SitemapPage } from '../page/SitemapPage/index.ts';
import { promotionsFor } from '../promotions/build-time.ts';
import { NO_PROMOTIONS } from '../promotions/model.ts';
import { Sections } from '../sections/registry.tsx';
import type { Locale } from '../../domain/constants.ts';
import { NotFoundPage, notFoundMeta } from './NotFoundPage.tsx';
import { pageContext, pageMeta } from './page-meta.ts';
import { pageLocales, resolvePage, type PageData } from './site-pages.ts';
import { previewOf, recordingReads } from '../platform/content/build-time.ts';
import { StructuredData } from './structured-data.tsx';
import { WordMissing, WordPage } from '../words/WordPage.tsx';

export async function loader({ request, url }: LoaderFunctionArgs) {
  const context = pageContext(url);
  const { value, reads } = await recordingReads(async () => {
    const page = await resolvePage(context.path, context.locale);
    // A 404 has no promotions: the same HTML answers every unknown URL.
    if (!page) return { page, alternates: [], promotions: NO_PROMOTIONS };
    const [alternates, promotions] = await Promise.all([pageLocales(context.path), promotionsFor(context.pathname, context.locale, previewOf(request)?.promotion)]);
    return { page, alternates, promotions };
  });
  // A word the tools have no page for answers 404, with its suggestions (server/words.ts).
  return data({ ...context, ...value, reads }, { status: value.page?.template === 'word-missing' ? 404 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => {
  if (!data) return [];
  if (!data.page) return notFoundMeta(data.locale, data.origin);
  const { title, description, socialImage, indexable = true } = data.page;
  return pageMeta({ title, description, path: data.path, locale: data.locale, origin: data.origin, image: socialImage ?? null, indexable, alternates: data.alternates });
};

export function PageBody({ page, locale }: { page: PageData; locale: Locale }) {
  switch (page.template) {
    case 'sections':
      return <Sections sections={page.sections} locale={locale} />;
    case 'legal':
      return <LegalDocument {...page} />;
    case 'post':
      return <BlogPost {...page} />;
    case 'sitemap':
      return <SitemapPage {...page} />;
    case 'level-result':
      return <LevelResult {...page} />;
    case 'sign-in':
      return null; // served by routes/sign-in.tsx, which matches first
    case 'tutor':
      return <PureTutorProfile locale={locale} tutor={page.tutor} copy={page.copy} backHref={page.backHref} booking={<Island island={tutorBookingIsland} props={{ locale, tutor: page.matchable }} />} />;
    case 'forgot-password':
      return <PureForgotPassword copy={PASSWORD_RESET_COPY[locale]} action={localizePath('/forgot-password', locale)} signInHref={localizePath('/sign-in', locale)} />;
    case 'word':
      return <WordPage view={page.view} />;
    case 'word-missing':
      return <WordMissing view={page.view} />;
    case 'reset-password':
      return <PureResetPassword copy={PASSWORD_RESET_COPY[locale]} forgotHref={localizePath('/forgot-password', locale)} minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />;
  }
}

export default function PageRoute() {
  const { locale, page, path, origin } = useLoaderData<typeof loader>();
  if (!page) return <NotFoundPage />;
  return (
    <main id="main">
      <PageBody page={page} locale={locale} />
      <StructuredData page={page} context={{ path, locale, origin }} />
    </main>
  );
}
