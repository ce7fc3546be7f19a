// Content for the site's stories: the seeded CMS records, validated as the client validates them.
import enFooters from '../content/footers.en.json';
import ukFooters from '../content/footers.uk.json';
import enHeaders from '../content/headers.en.json';
import ukHeaders from '../content/headers.uk.json';
import enLegal from '../content/legal-documents.en.json';
import esPosts from '../content/blog-posts.es.json';
import { BlogPostSchema, LegalDocumentSchema, type BlogPost, type LegalDocument } from '../domain/content/collections.ts';
import { postPage } from './routes/post-page.ts';
import { parseRichText } from '../domain/content/rich-text.ts';
import { STORAGE_TABLE_SECTION, storageTable } from '../domain/legal/storage-table.ts';
import { TEMPLATE_COPY } from './routes/content/templates.ts';
import { FooterSchema, HeaderSchema, validate, type Footer, type Header } from '../domain/content/schemas.ts';
import type { GenericSchema } from 'valibot';
import campaigns from '../content/campaigns.json';
import experiments from '../content/experiments.json';
import { ExperimentSchema, pageExperiments } from '../domain/experiments/experiments.ts';
import planPrices from '../content/plan-prices.json';
import { CampaignSchema, PlanPriceSchema } from '../domain/content/collections.ts';
import { pricePlans, type Priced } from '../domain/pricing/offers.ts';
import type { Locale } from '../domain/constants.ts';

/** A seeded record (the `index`-th of its file), validated as the client validates it. */
export function fixture<T>(schema: GenericSchema<unknown, T>, collection: string, record: unknown, locale: Locale, index = 0): T {
  const result = validate(schema, { id: index + 1, documentId: `${collection}-${locale}-${index + 1}`, ...(record as object), locale });
  if (!result.ok) throw new Error(`content/${collection}.${locale}.json [${index}]: ${result.reason}`);
  return result.value;
}

/** Every record of a seed file, validated. */
export const fixtures = <T>(schema: GenericSchema<unknown, T>, collection: string, list: readonly unknown[], locale: Locale): T[] =>
  list.map((record, index) => fixture(schema, collection, record, locale, index));

export const FOOTERS: Record<'en' | 'uk', Footer> = {
  en: fixture(FooterSchema, 'footers', enFooters[0], 'en'),
  uk: fixture(FooterSchema, 'footers', ukFooters[0], 'uk'),
};

export const HEADERS: Record<'en' | 'uk', Header> = {
  en: fixture(HeaderSchema, 'headers', enHeaders[0], 'en'),
  uk: fixture(HeaderSchema, 'headers', ukHeaders[0], 'uk'),
};

/** A few sections of a seeded legal document, as the legal template takes it (the whole would make snapshots metres long). */
const legalDocument = (slug: string, anchors: string[]) => {
  const document: LegalDocument = fixture(LegalDocumentSchema, 'legal-documents', enLegal.find((candidate) => candidate.slug === slug), 'en');
  return {
    heading: document.title,
    summary: document.summary,
    contentsLabel: TEMPLATE_COPY.en.contents,
    sections: document.sections
      .filter((section) => anchors.includes(section.anchor ?? ''))
      .map((section) => ({
        id: section.anchor ?? '',
        heading: section.heading,
        blocks: parseRichText(section.body),
        ...(section.anchor === STORAGE_TABLE_SECTION ? { table: storageTable('en') } : {}),
      })),
  };
};
export const PRIVACY_POLICY = legalDocument('privacy-policy', ['controller', 'children', 'do-not-sell']);
/** With the table of cookies and storage the site sets (domain/legal/site-storage.ts). */
export const COOKIE_POLICY = legalDocument('cookie-policy', ['cookies-we-set', 'settings']);

/** A seeded Spanish post's page, with the posts it offers next. */
const spanishPosts: BlogPost[] = fixtures(BlogPostSchema, 'blog-posts', esPosts, 'es');
export const SPANISH_POST = postPage(spanishPosts.find((post) => post.slug === 'first-lesson-with-a-tutor')!, spanishPosts, 'es');

/** The seeded campaign (Lingo Plus at half price, the seed's week of 2026-11-23). */
export const CAMPAIGN = fixtures(CampaignSchema, 'campaigns', campaigns, 'en')[0]!;
/** The seeded experiments as an English page runs them (the header's business link among them). */
export const EXPERIMENTS = pageExperiments(fixtures(ExperimentSchema, 'experiments', experiments, 'en'), { locale: 'en', url: '/', now: 0 });
export const PLAN_PRICES = fixtures(PlanPriceSchema, 'plan-prices', planPrices, 'en');
/** Every seeded plan's prices by market and the campaign's offer: what promotions' copy names. */
export const PRICING: Priced[] = pricePlans(PLAN_PRICES.map(({ plan }) => ({ slug: plan })), PLAN_PRICES, CAMPAIGN);
