// The landing template: every marketing page of spec §2 that is a topic and a call to action.
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { localizePath } from '../platform/i18n/index.ts';
import { Hero } from '../page/Hero/index.ts';
import { landingCopy } from './page-copy.ts';
import { pageContext, pageMeta } from './page-meta.ts';
import { landingPageAt } from './pages.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const context = pageContext(request);
  const landing = landingPageAt(context.path);
  if (!landing) throw data(null, { status: 404 });
  return { ...context, copy: landingCopy(landing, context.locale) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? pageMeta({ title: page.copy.title, description: page.copy.description, path: page.path, locale: page.locale, origin: page.origin }) : [];

export default function LandingRoute() {
  const { locale, copy } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <Hero heading={copy.heading} lead={copy.lead} cta={{ label: copy.cta.label, href: localizePath(copy.cta.path, locale) }} />
    </main>
  );
}
