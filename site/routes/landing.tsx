// The landing template: every marketing page of spec §2 that is a topic and a call to action,
// and the 404 page for any other path (see page/NotFoundPage.tsx for why the same route).
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Hero } from '../page/Hero/index.ts';
import { NotFoundPage, notFoundMeta } from '../page/NotFoundPage.tsx';
import { localizePath } from '../platform/i18n/index.ts';
import { landingCopy } from './page-copy.ts';
import { pageContext, pageMeta } from './page-meta.ts';
import { landingPageAt } from './pages.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const context = pageContext(request);
  const landing = landingPageAt(context.path);
  return { ...context, copy: landing ? landingCopy(landing, context.locale) : null };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [];
  if (!page.copy) return notFoundMeta(page.locale, page.origin);
  return pageMeta({ title: page.copy.title, description: page.copy.description, path: page.path, locale: page.locale, origin: page.origin });
};

export default function LandingRoute() {
  const { locale, copy } = useLoaderData<typeof loader>();
  if (!copy) return <NotFoundPage />;
  return (
    <main id="main">
      <Hero heading={copy.heading} lead={copy.lead} cta={{ label: copy.cta.label, href: localizePath(copy.cta.path, locale) }} />
    </main>
  );
}
