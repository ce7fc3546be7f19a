import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { localizePath, MESSAGES } from '../../domain/i18n/index.ts';
import { Hero } from '../page/Hero/index.ts';
import { HOME } from './content/home.ts';
import { pageContext, pageMeta } from './page-meta.ts';
import { promotionsFor } from '../promotions/build-time.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const context = pageContext(request);
  return { ...context, promotions: await promotionsFor(new URL(request.url).pathname, context.locale) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? pageMeta({ title: HOME[page.locale].title, description: HOME[page.locale].lead, path: '/', locale: page.locale, origin: page.origin }) : [];

export default function HomeRoute() {
  const { locale } = useLoaderData<typeof loader>();
  const copy = HOME[locale];
  return (
    <main id="main">
      <Hero
        heading={copy.heading}
        lead={copy.lead}
        cta={{ label: copy.cta, href: localizePath('/funnels/onboarding', locale) }}
        // Spec §2: signed-in visitors see Back to Studying here, decided before paint like the header's avatar.
        signedInCta={{ label: MESSAGES[locale].header.backToStudying, href: localizePath('/funnels/onboarding', locale) }}
      />
    </main>
  );
}
