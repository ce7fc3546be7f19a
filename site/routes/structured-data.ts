// What search engines read of a page besides its text (schema.org, as JSON-LD), thing by thing:
// the company and the site on the home page, a breadcrumb on every other page, the questions of an
// FAQ, the plans as offers, a post as an article, a word as a term. Each kind of page says which
// of them it has (page-kinds.ts `trail` and `things`); built from the same view models the page
// shows, so the two agree, in the page's loader (server code: the browser never loads it).
import type { Locale } from '../../domain/constants.ts';
import type { Faq, PricedPlan } from '../../domain/content/collections.ts';
import { localizePath, MESSAGES } from '../../domain/i18n/index.ts';
import { planNextStep } from '../../domain/onboarding/next-step.ts';
import { MARKET_IDS, MARKETS } from '../../domain/pricing/markets.ts';
import type { WordPageView } from '../words/word-pages.ts';

export type Thing = Record<string, unknown>;

/** Where a page is: its locale-free path, its locale and the site's origin. */
export interface PageContext {
  path: string;
  locale: Locale;
  origin: string;
}

/** A step of a breadcrumb: its name and its URL path (with the locale's prefix). */
export interface Crumb {
  name: string;
  href: string;
}

const ORGANIZATION_NAME = 'Lingua Learning';
const urlOf = ({ origin, locale }: PageContext, path: string) => `${origin}${localizePath(path, locale)}`;

/** The home page's: the company and the site. */
export function homeThings(context: PageContext): Thing[] {
  const siteName = MESSAGES[context.locale].siteName;
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name: ORGANIZATION_NAME, brand: siteName, url: urlOf(context, '/'), logo: `${context.origin}/icon-512.png` },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: urlOf(context, '/'), inLanguage: context.locale },
  ];
}

/** Every other page's trail: the site, the steps between, the page itself. */
export function breadcrumb(trail: readonly Crumb[], name: string, context: PageContext): Thing {
  const crumbs = [{ name: MESSAGES[context.locale].siteName, item: urlOf(context, '/') }, ...trail.map((crumb) => ({ name: crumb.name, item: `${context.origin}${crumb.href}` })), { name, item: urlOf(context, context.path) }];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
}

export const faqPage = (faqs: readonly Faq[]): Thing => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
});

/** The plans as the product's offers: every market's price, each for its countries (the default for all others), the same data for every visitor. */
export function planOffers(plans: readonly PricedPlan[], context: PageContext): Thing {
  const siteName = MESSAGES[context.locale].siteName;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: siteName,
    brand: { '@type': 'Brand', name: siteName },
    offers: plans.flatMap((plan) =>
      MARKET_IDS.map((market) => ({
        '@type': 'Offer',
        name: plan.name,
        price: plan.prices[market].amount.toFixed(2),
        priceCurrency: plan.prices[market].currency,
        ...(MARKETS[market].countries.length > 0 ? { eligibleRegion: MARKETS[market].countries } : {}),
        url: urlOf(context, planNextStep(plan.slug)),
      })),
    ),
  };
}

export function article(post: { heading: string; description: string; cover: { url: string } | null; author: string; publishedOn: string }, context: PageContext): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.heading,
    description: post.description,
    inLanguage: context.locale,
    ...(post.cover ? { image: new URL(post.cover.url, context.origin).href } : {}),
    author: { '@type': 'Person', name: post.author },
    datePublished: post.publishedOn,
    publisher: { '@type': 'Organization', name: ORGANIZATION_NAME },
    mainEntityOfPage: urlOf(context, context.path),
  };
}

/** A word's page as a term of the tool's set of terms (schema.org DefinedTerm), in English. */
export function definedTerm(view: WordPageView, description: string, context: PageContext): Thing {
  const tool = view.breadcrumb[0]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: view.word,
    inLanguage: 'en',
    description,
    url: urlOf(context, context.path),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: tool.label, url: `${context.origin}${tool.href}` },
  };
}
