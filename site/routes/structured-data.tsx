// What search engines read of a page besides its text (schema.org, as JSON-LD): the company and the
// site on the home page, a breadcrumb on every other page, the questions of an FAQ, a post as an
// article, and the plans as offers. Built from the same view models the page shows, so the two agree.
import type { Locale } from '../../domain/constants.ts';
import type { Faq, PricedPlan } from '../../domain/content/collections.ts';
import { MARKET_IDS, MARKETS } from '../../domain/pricing/markets.ts';
import { planNextStep } from '../../domain/onboarding/next-step.ts';
import { localizePath, MESSAGES } from '../../domain/i18n/index.ts';
import type { LoadedSection } from '../sections/registry.tsx';
import { pageName, type PageData } from './site-pages.ts';
import type { WordPageView } from '../words/word-pages.ts';

type Thing = Record<string, unknown>;

/** A word's page as a term of the tool's set of terms (schema.org DefinedTerm), in English. */
function definedTerm(view: WordPageView, url: string, description: string): Thing {
  const tool = view.breadcrumb[0]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: view.word,
    inLanguage: 'en',
    description,
    url,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: tool.label, url: `${new URL(url).origin}${tool.href}` },
  };
}

interface Context {
  path: string;
  locale: Locale;
  origin: string;
}

const ORGANIZATION_NAME = 'Lingua Learning';

function sectionData<K extends LoadedSection['section']['kind']>(page: PageData, kind: K): unknown[] {
  return page.template === 'sections' ? page.sections.filter((loaded) => loaded.section.kind === kind).map((loaded) => loaded.data) : [];
}

export function structuredData(page: PageData, { path, locale, origin }: Context): Thing[] {
  const url = (to: string) => `${origin}${localizePath(to, locale)}`;
  const siteName = MESSAGES[locale].siteName;
  const things: Thing[] = [];

  if (path === '/') {
    things.push(
      { '@context': 'https://schema.org', '@type': 'Organization', name: ORGANIZATION_NAME, brand: siteName, url: url('/'), logo: `${origin}/icon-512.png` },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: url('/'), inLanguage: locale },
    );
  } else {
    const trail = [{ name: siteName, item: url('/') }];
    if (page.template === 'post') trail.push({ name: page.back.label, item: url('/blog') });
    if (page.template === 'word') trail.push(...page.view.breadcrumb.map((link) => ({ name: link.label, item: `${origin}${link.href}` })));
    trail.push({ name: pageName(page), item: url(path) });
    things.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    });
  }

  if (page.template === 'word') things.push(definedTerm(page.view, url(path), page.description));

  const faqs = sectionData(page, 'faq').flat() as Faq[];
  if (faqs.length > 0) {
    things.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    });
  }

  const plans = (sectionData(page, 'plans')[0] as PricedPlan[] | undefined) ?? [];
  if (plans.length > 0) {
    things.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: siteName,
      brand: { '@type': 'Brand', name: siteName },
      // Every market's price, each for its countries (the default for all others): the same data for every visitor.
      offers: plans.flatMap((plan) =>
        MARKET_IDS.map((market) => ({
          '@type': 'Offer',
          name: plan.name,
          price: plan.prices[market].amount.toFixed(2),
          priceCurrency: plan.prices[market].currency,
          ...(MARKETS[market].countries.length > 0 ? { eligibleRegion: MARKETS[market].countries } : {}),
          url: url(planNextStep(plan.slug)),
        })),
      ),
    });
  }

  if (page.template === 'post') {
    things.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.heading,
      description: page.description,
      inLanguage: locale,
      ...(page.cover ? { image: new URL(page.cover.url, origin).href } : {}),
      author: { '@type': 'Person', name: page.author },
      datePublished: page.publishedOn,
      publisher: { '@type': 'Organization', name: ORGANIZATION_NAME },
      mainEntityOfPage: url(path),
    });
  }
  return things;
}

/**
 * The page's structured data as one `<script type="application/ld+json">`, at the end of its main
 * content rather than in the head: search engines read it anywhere, and the first screen's bytes
 * stay the first screen's. `<` is escaped, so no text can close the element.
 */
export function StructuredData({ page, context }: { page: PageData; context: Context }) {
  const things = structuredData(page, context);
  if (things.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(things).replace(/</g, '\\u003c') }} />;
}
