// The home page: the CMS page at "/" of each locale, like every other composed page.
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { promotionsFor } from '../promotions/build-time.ts';
import { PageView } from './page-views.tsx';
import { pageContext, pageMeta } from './page-meta.ts';
import { pageLocales, resolvePage, taskOf, thingsOf } from './site-pages.ts';
import { previewOf, recordingReads } from '../platform/content/build-time.ts';
import { StructuredData } from './StructuredData.tsx';

export async function loader({ request, url }: LoaderFunctionArgs) {
  const context = pageContext(url);
  const { value, reads } = await recordingReads(async () => {
    const page = await resolvePage('/', context.locale);
    if (!page) throw new Error(`The CMS has no home page ("/") in ${context.locale}`);
    const [alternates, promotions] = await Promise.all([pageLocales('/'), promotionsFor(context.pathname, context.locale, previewOf(request)?.promotion, taskOf(page))]);
    return { page, alternates, promotions, things: thingsOf(page, { ...context, path: '/' }) };
  });
  return { ...context, ...value, reads };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data
    ? pageMeta({
        title: data.page.title,
        description: data.page.description,
        path: '/',
        locale: data.locale,
        origin: data.origin,
        image: data.page.socialImage ?? null,
        indexable: data.page.indexable,
        canonical: data.page.canonical,
        alternates: data.alternates,
      })
    : [];

export default function HomeRoute() {
  const { locale, page, things } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <PageView page={page} locale={locale} />
      <StructuredData things={things} />
    </main>
  );
}
