// The content model, declared once (issue 61): every collection the site reads from the CMS and
// every component of its records, each with the valibot schema that validates it. From this
// table come the Strapi app's schema files (`npm run cms:model` writes cms/src, lint checks it is
// current), the local service's collections (server/cms/collections.ts) and what a change of
// each re-renders (domain/content/dependencies.ts). Fields, kinds, required-ness, enumerations,
// lengths, ranges and patterns are the schema's; the rows add what only Strapi's admin needs.
// Node code only: the browser never loads it.
import type { GenericSchema } from 'valibot';
import type { Locale } from './constants.ts';
import * as queries from './content/queries.ts';
import {
  BlogPostSchema, CampaignSchema, ClassSessionSchema, FaqSchema, LegalDocumentSchema, LevelSchema, LevelTestQuestionSchema, MentionSchema, PlanPriceSchema, PlanSchema, TutorSchema,
} from './content/collections.ts';
import { BannerSchema, FooterSchema, HeaderSchema, PopupSchema, RemoteConfigSchema, ReviewSchema, TimerCtaSchema } from './content/schemas.ts';
import { PageSchema, type SectionKind } from './content/sections.ts';
import { RedirectSchema } from './content/redirects.ts';
import { ExperimentSchema } from './experiments/experiments.ts';
import { FunnelQuestionSchema } from './onboarding/questions.ts';

/** Media a media field accepts, as Strapi's admin names them. */
type MediaType = 'images' | 'videos' | 'audios' | 'files';

/** What Strapi's admin needs of a record (or component) beyond its schema. */
export interface StrapiFacts {
  displayName: string;
  /** The help text above the editor's form. */
  description: string;
  /** The component (by uid, `category.name`) each object field holds: a field of objects is a repeatable one. */
  components?: Record<string, string>;
  /** Media fields that take more than images. */
  media?: Record<string, readonly MediaType[]>;
  /** Defaults the admin fills in for a new entry (a default the schema applies is taken from it). */
  defaults?: Record<string, string | number | boolean>;
  /** A component's table, where it is not named after the component (the Content-Type Builder's own choice, kept: a new name is a new table). */
  collectionName?: string;
}

export interface CollectionDeclaration extends StrapiFacts {
  /** Strapi's singular name: what a webhook calls the model. */
  singular: string;
  /** One entry per locale (Strapi's i18n), or one for every locale. */
  localized: boolean;
  schema: GenericSchema;
  /**
   * What a change of an entry re-renders: the pages that read this name (domain/content/dependencies.ts).
   * Several collections may share one (the promotions, the pricing).
   */
  changes: string;
  /** Fields whose value is the same in every locale of a localized collection. */
  shared?: readonly string[];
  /** Fields no two entries may share. */
  unique?: readonly string[];
  /** The query that reads every entry (of a locale), page by page, in the editors' order: what `SiteContent.list` sends, and a case of the contract. */
  list?: (locale: Locale) => queries.CmsQuery;
}

const banner: Pick<StrapiFacts, 'components' | 'media'> = {
  components: { button: 'promotions.button', link: 'promotions.banner-link', timer: 'promotions.timer', bgColor: 'shared.color', backgroundColor: 'shared.color' },
  media: { media: ['images', 'videos', 'audios'], secondScreenMedia: ['images', 'videos', 'audios'] },
};

/** Every collection, by its plural name (the REST API's path: `/api/<name>`). */
export const CMS_COLLECTIONS = {
  banners: {
    singular: 'banner', localized: true, schema: BannerSchema, changes: 'promotions', ...banner,
    displayName: 'Banner', description: 'A banner slot (slug-locale), placed by its URL lists',
  },
  'blog-posts': {
    singular: 'blog-post', localized: true, schema: BlogPostSchema, list: queries.blogPostsOf, changes: 'blog-posts', shared: ['category'],
    displayName: 'Blog post', description: 'A post of the blog',
  },
  campaigns: {
    singular: 'campaign', localized: false, schema: CampaignSchema, list: queries.campaigns, changes: 'pricing', unique: ['slug'],
    displayName: 'Campaign',
    description: "An offer for new customers: a share off one plan's first month, between two dates. Plan cards show it; banners and popups name its price with {offer:<plan>}. One runs at a time.",
  },
  'class-sessions': {
    singular: 'class-session', localized: true, schema: ClassSessionSchema, list: queries.classSessionsOf, changes: 'class-sessions',
    displayName: 'Class session', description: 'A weekly group class or conversation-club session',
  },
  experiments: {
    singular: 'experiment', localized: false, schema: ExperimentSchema, list: queries.experiments, changes: 'experiments', unique: ['key'],
    components: { variants: 'experiments.variant' }, defaults: { enabled: true, trafficPercent: 100 },
    displayName: 'Experiment',
    description: 'A split test: visitors are assigned a variant by their first-party identifier, before the page paints. Mark a page section, a banner, a popup or a header link with <key>:<variant> (its Experiment field) to show it to that variant only; the first variant is the control, shown to everyone else. Results: /operator/analytics.',
  },
  faqs: {
    singular: 'faq', localized: true, schema: FaqSchema, list: queries.faqsOf, changes: 'faqs',
    displayName: 'FAQ entry', description: 'A question and its answer, by topic',
  },
  footers: {
    singular: 'footer', localized: true, schema: FooterSchema, changes: 'footer',
    components: { mainLinks: 'shared.link-group', otherLinks: 'shared.link-group', downloadLinks: 'shared.download-links', socialLinks: 'shared.link' },
    displayName: 'Footer', description: 'The footer of a locale',
  },
  'funnel-questions': {
    singular: 'funnel-question', localized: true, schema: FunnelQuestionSchema, list: queries.funnelQuestionsOf, changes: 'funnel-questions', components: { choices: 'items.choice' },
    displayName: 'Funnel question',
    description: "One question of the onboarding funnel or the tutor onboarding: its wording, its order and the words of its answers. What each answer means is the site's (the values are fixed per question).",
  },
  headers: {
    singular: 'header', localized: true, schema: HeaderSchema, changes: 'header',
    components: { links: 'shared.link', menuLinks: 'shared.link', downloadAppButton: 'shared.download-app-button' },
    displayName: 'Header', description: 'The header of a locale',
  },
  'legal-documents': {
    singular: 'legal-document', localized: true, schema: LegalDocumentSchema, list: queries.legalDocumentsOf, changes: 'legal-documents', components: { sections: 'legal.section' },
    displayName: 'Legal document', description: 'Terms, privacy or cookie policy',
  },
  'level-test-questions': {
    singular: 'level-test-question', localized: false, schema: LevelTestQuestionSchema, list: queries.levelTestQuestions, changes: 'level-test-questions', unique: ['slug'], components: { choices: 'items.bullet' },
    displayName: 'Level test question',
    description: 'One question of the English level test: the level it tests, its options and the right one. The same test in every language of the site.',
  },
  levels: {
    singular: 'level', localized: true, schema: LevelSchema, list: queries.levelsOf, changes: 'levels', components: { canDo: 'items.bullet' },
    displayName: 'Level', description: 'A CEFR level and what a learner can do at it',
  },
  mentions: {
    singular: 'mention', localized: true, schema: MentionSchema, list: queries.mentionsOf, changes: 'mentions',
    displayName: 'Mention', description: 'What the press or a partner said',
  },
  pages: {
    singular: 'page', localized: true, schema: PageSchema, list: queries.pagesOf, changes: 'page',
    displayName: 'Page', description: 'A page of the site at its path, composed of sections',
  },
  'plan-prices': {
    singular: 'plan-price', localized: false, schema: PlanPriceSchema, list: queries.planPrices, changes: 'pricing', unique: ['plan'], components: { prices: 'pricing.market-price' },
    displayName: 'Plan price',
    description: "A plan's monthly price in each market. The same in every language of the site: a visitor pays by their country. A market left out pays the default price; a plan without a default price is not shown.",
  },
  plans: {
    singular: 'plan', localized: true, schema: PlanSchema, list: queries.plansOf, changes: 'plans', components: { features: 'items.bullet' },
    displayName: 'Plan', description: 'A subscription plan; offers refer to these',
  },
  popups: {
    singular: 'popup', localized: true, schema: PopupSchema, changes: 'promotions', components: { config: 'promotions.banner' },
    displayName: 'Popup', description: 'A popup slot (slug-locale) and its banner fields',
  },
  redirects: {
    singular: 'redirect', localized: false, schema: RedirectSchema, list: queries.redirects, changes: 'redirects',
    displayName: 'Redirect',
    description:
      "Sends visitors and search engines from an old address to a new one, before any page is looked up. From: a path without its language prefix (/page/old), or /blog/old/* for every path under it. To: a site path (add /* to keep the rest of the path) or an https address. Kind: moved-permanently (301, the usual), found (302, for a while), permanent-redirect (308, keeps a form's method). Language: all, or one. Publishing a page at a new path makes the redirect from its old one. A chain is followed to its end; a loop is refused, and the site's log says why.",
  },
  'remote-configs': {
    singular: 'remote-config', localized: false, schema: RemoteConfigSchema, list: queries.remoteConfigs, changes: 'promotions', unique: ['key'],
    displayName: 'Remote config', description: "A split test's variants and default",
  },
  reviews: {
    singular: 'review', localized: false, schema: ReviewSchema, changes: 'reviews', defaults: { approvalStatus: 'PENDING', isBlocked: false },
    displayName: 'Review',
    description: 'A customer review, shown once approved and not blocked: what it is about (product), where it was left (source) and the language it is written in',
  },
  'timer-ctas': {
    singular: 'timer-cta', localized: true, schema: TimerCtaSchema, changes: 'promotions', components: { banner: 'promotions.banner' },
    displayName: 'Timer CTA', description: 'A countdown offer for some countries (comma-separated codes) or for all pages',
  },
  tutors: {
    singular: 'tutor', localized: true, schema: TutorSchema, list: queries.tutorsOf, changes: 'tutors', shared: ['experienceYears'],
    displayName: 'Tutor', description: 'A tutor shown in tutor cards',
  },
} as const satisfies Record<string, CollectionDeclaration>;

export type CollectionName = keyof typeof CMS_COLLECTIONS;

/** The components records hold (sections apart: SECTION_FACTS), by uid. */
export const CMS_COMPONENTS: Record<string, StrapiFacts> = {
  'experiments.variant': {
    displayName: 'Variant', defaults: { weight: 1 },
    description: 'One arm of an experiment: its key (lower-case words joined by "-"), which marked elements name as <experiment>:<variant>, and its weight (relative: 50/50, 1/1 or 90/10). The first variant is the control.',
  },
  'items.bullet': { displayName: 'Bullet', description: 'One line of a list' },
  'items.choice': { displayName: 'Choice', description: "One answer to a question: the value the site's rules read (fixed per question) and the words the visitor sees" },
  'items.contact-channel': { displayName: 'Contact channel', description: 'How to reach a team' },
  'items.feature': { displayName: 'Feature', description: 'One benefit: an icon, a title and a sentence or two' },
  'items.stat': { displayName: 'Number', description: 'A figure and what it counts' },
  'items.step': { displayName: 'Step', description: 'One step of how it works' },
  'legal.section': { displayName: 'Legal section', description: 'A titled part of a legal document; anchor makes it linkable (#anchor)' },
  'pricing.market-price': {
    displayName: 'Market price',
    description: "A plan's monthly price in one market, in that market's currency (US: USD, EU: EUR, GB: GBP, BR: BRL, UA: UAH, MX: MXN, default: USD for every other country)",
  },
  'promotions.banner-link': { displayName: 'Banner link', description: 'A link around a whole banner' },
  'promotions.banner': { displayName: 'Banner fields', description: 'A banner inside a popup or a timer call to action', ...banner },
  'promotions.button': { displayName: 'Button', description: 'A call to action' },
  'promotions.timer': { displayName: 'Timer', description: 'A countdown to dateEnd', components: { timerBgColor: 'shared.color' } },
  'shared.color': { displayName: 'Colour', description: 'A palette colour by name, with its opacity (missing: 100)' },
  'shared.cta': { displayName: 'Call to action', description: "A button's words and where it leads (a site path, or a full URL)" },
  'shared.download-app-button': { displayName: 'Download app button', description: "The header's download button" },
  'shared.download-links': { displayName: 'Download links', description: "The footer's app-store links", components: { links: 'shared.link' } },
  'shared.link-group': { displayName: 'Link group', description: 'A titled group of footer links', components: { links: 'shared.link' } },
  'shared.link': {
    displayName: 'Link',
    description: 'A link of the header or the footer. Experiment, on a header link only: <key>:<variant>, shown to that variant of the experiment (the footer does not read it)',
  },
};

/** Each page section's component (`sections.<kind>`, its schema in domain/content/sections.ts): what the editor sees. */
export const SECTION_FACTS: Record<SectionKind, StrapiFacts> = {
  hero: {
    displayName: 'Hero', description: 'The top of a page: heading, lead, calls to action and an image',
    components: { primaryCta: 'shared.cta', signedInCta: 'shared.cta', secondaryCta: 'shared.cta' },
  },
  features: { displayName: 'Feature grid', description: 'Three to six benefits with icons', components: { items: 'items.feature' } },
  steps: { displayName: 'How it works', description: 'Numbered steps', components: { items: 'items.step' } },
  'app-showcase': { displayName: 'App showcase', description: 'Three phone screens of the app in one language, with the store buttons' },
  tutors: { displayName: 'Tutor cards', description: 'The first few tutors (of a specialty, up to the limit), or with filters the whole directory, 12 a page' },
  reviews: {
    displayName: 'Reviews',
    description: "Approved reviews, ten at a time: the page's product in its language first, newest first in each (or that product alone)",
  },
  stats: { displayName: 'Numbers', description: 'Figures that prove it (store ratings, learners)', components: { items: 'items.stat' } },
  plans: { displayName: 'Plans and prices', description: 'Every plan of the Plans collection' },
  faq: { displayName: 'FAQ', description: 'Questions from the FAQ collection, by topic' },
  levels: { displayName: 'Level ladder', description: 'The levels A0 to C2, one highlighted with its can-do list' },
  'level-test': {
    displayName: 'Level test',
    description: 'The English level test: every question of the Level test question collection, one at a time, scored to a level from A0 to C2',
  },
  'try-lesson': {
    displayName: 'Lesson to try',
    description: "A two-minute lesson of the app's exercises (listen and choose, the meaning, build the sentence, fill the gap), played on the page without signing up; the result opens the plan funnel at the level it suggests",
  },
  onboarding: {
    displayName: 'Onboarding funnel',
    description: 'The plan builder: the onboarding questions of the Funnel question collection, one at a time, then the plan that fits, its first week and the next step',
  },
  'tutor-onboarding': {
    displayName: 'Tutor onboarding',
    description: 'Find a tutor: the tutoring questions of the Funnel question collection, one at a time, then the tutors who fit (from the Tutor collection, by their weekly times) and a trial lesson request',
  },
  schedule: { displayName: 'Schedule', description: 'Group classes or conversation-club sessions of the week' },
  'cta-band': {
    displayName: 'Call-to-action band', description: 'A coloured band with one call to action',
    components: { cta: 'shared.cta', signedInCta: 'shared.cta', background: 'shared.color' },
  },
  'blog-cards': { displayName: 'Blog cards', description: 'The newest posts of the blog' },
  contact: { displayName: 'Contact', description: "Support channels and the company address for the visitor's region", components: { channels: 'items.contact-channel' } },
  press: { displayName: 'Press strip', description: 'Press or partner mentions' },
  text: { displayName: 'Text', description: 'A heading and paragraphs (a blank line starts a paragraph)' },
  'word-search': {
    collectionName: 'components_sections_word_searches',
    displayName: 'Word search',
    description: "A word tool's search box (it works without JavaScript, with suggestions as you type) and its most looked-up words as links: the top of a tool's guide page",
  },
};
