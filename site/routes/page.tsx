// Every page but home: the loader resolves the path to a kind of page and its content at build
// time (site-pages.ts, page-kinds.ts); any other path renders the 404 page (see NotFoundPage.tsx
// for why the same route).
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { promotionsFor } from '../promotions/build-time.ts';
import { NO_PROMOTIONS } from '../promotions/model.ts';
import { NotFoundPage, notFoundMeta } from './NotFoundPage.tsx';
import { notFoundView } from './not-found.ts';
import { pageContext, pageMeta } from './page-meta.ts';
import { PageView } from './page-views.tsx';
import { pageLocales, resolvePage, taskOf, thingsOf } from './site-pages.ts';
import { previewOf, recordingReads } from '../platform/content/build-time.ts';
import { StructuredData } from './StructuredData.tsx';
import { asksDirectory } from '../../domain/tutoring/directory.ts';
import { asksFaq } from '../../domain/content/faq-search.ts';
import { pageQuery } from '../sections/page-query.ts';
import { asksPractice } from '../../domain/words/practice.ts';

export async function loader({ request, url }: LoaderFunctionArgs) {
  const context = pageContext(url);
  const { value, reads } = await recordingReads(async () => {
    const page = await resolvePage(context.path, context.locale, pageQuery(url.searchParams));
    // A 404 has no promotions; what it offers is read for the words of the URL (none for /404 itself).
    if (!page) return { page, alternates: [], promotions: NO_PROMOTIONS, things: [], notFound: await notFoundView(context.path, context.locale) };
    const [alternates, promotions] = await Promise.all([pageLocales(context.path), promotionsFor(context.pathname, context.locale, previewOf(request)?.promotion, taskOf(page))]);
    return { page, alternates, promotions, things: thingsOf(page, context) };
  });
  // A word the tools have no page for answers 404, with its suggestions (server/words.ts).
  // A list filtered, sorted or paged (the tutors' directory) or searched (the help center), or a word's practice scored, is the page itself to a search engine: its canonical, not indexed.
  // The prerender takes /404 as a page (200); any other path without one is rendered as its 404 on request.
  const missing = value.page?.template === 'word-missing' || (!value.page && context.path !== '/404');
  return data({ ...context, ...value, reads, listQuery: asksDirectory(url.searchParams) || asksFaq(url.searchParams) || asksPractice(url.searchParams) }, { status: missing ? 404 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => {
  if (!data) return [];
  if (!data.page) return notFoundMeta(data.locale, data.origin);
  const { title, description, socialImage, canonical } = data.page;
  const indexable = (data.page.indexable ?? true) && !data.listQuery;
  return pageMeta({ title, description, path: data.path, locale: data.locale, origin: data.origin, image: socialImage ?? null, indexable, alternates: data.alternates, canonical });
};

export default function PageRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { locale, page, things } = loaded;
  if (!page) return <NotFoundPage view={'notFound' in loaded ? loaded.notFound : undefined} />;
  return (
    <main id="main">
      <PageView page={page} locale={locale} />
      <StructuredData things={things} />
    </main>
  );
}
