// Every page but home: the loader resolves the path to a template and its words at build time
// (site-pages.ts); any other path renders the 404 page (see page/NotFoundPage.tsx for why the
// same route).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BlogIndex } from '../page/BlogIndex/index.ts';
import { BlogPost } from '../page/BlogPost/index.ts';
import { Hero } from '../page/Hero/index.ts';
import { LegalDocument } from '../page/LegalDocument/index.ts';
import { NotFoundPage, notFoundMeta } from './NotFoundPage.tsx';
import { SitemapPage } from '../page/SitemapPage/index.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { pageContext, pageMeta } from './page-meta.ts';
import { resolvePage, type PageData } from './site-pages.ts';
import { promotionsFor } from '../promotions/build-time.ts';
import { NO_PROMOTIONS } from '../promotions/model.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const context = pageContext(request);
  const page = await resolvePage(context.path, context.locale);
  // A 404 has no promotions: the same HTML answers every unknown URL.
  return { ...context, page, promotions: page ? await promotionsFor(new URL(request.url).pathname, context.locale) : NO_PROMOTIONS };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  if (!data.page) return notFoundMeta(data.locale, data.origin);
  return pageMeta({ title: data.page.title, description: data.page.description, path: data.path, locale: data.locale, origin: data.origin });
};

function Template({ page, locale }: { page: PageData; locale: Parameters<typeof localizePath>[1] }) {
  switch (page.template) {
    case 'landing':
      return <Hero heading={page.copy.heading} lead={page.copy.lead} cta={{ label: page.copy.cta.label, href: localizePath(page.copy.cta.path, locale) }} />;
    case 'legal':
      return <LegalDocument {...page} />;
    case 'blog':
      return <BlogIndex {...page} />;
    case 'post':
      return <BlogPost {...page} />;
    case 'sitemap':
      return <SitemapPage {...page} />;
    case 'sign-in':
      return null; // served by routes/sign-in.tsx, which matches first
  }
}

export default function PageRoute() {
  const { locale, page } = useLoaderData<typeof loader>();
  if (!page) return <NotFoundPage />;
  return (
    <main id="main">
      <Template page={page} locale={locale} />
    </main>
  );
}
