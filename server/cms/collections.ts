// The local service's content types are the Strapi app's own (cms/src): one model, two servers.
// A schema file Strapi reads is turned into the attributes `populate`, `fields`, filters and
// responses use here; the valibot schema beside each collection validates the seed files (and
// tests/contract/model.test.ts checks those schemas against the same files, field by field).
import type { GenericSchema } from 'valibot';
import banner from '../../cms/src/api/banner/content-types/banner/schema.json' with { type: 'json' };
import blogPost from '../../cms/src/api/blog-post/content-types/blog-post/schema.json' with { type: 'json' };
import classSession from '../../cms/src/api/class-session/content-types/class-session/schema.json' with { type: 'json' };
import experiment from '../../cms/src/api/experiment/content-types/experiment/schema.json' with { type: 'json' };
import faq from '../../cms/src/api/faq/content-types/faq/schema.json' with { type: 'json' };
import funnelQuestion from '../../cms/src/api/funnel-question/content-types/funnel-question/schema.json' with { type: 'json' };
import footer from '../../cms/src/api/footer/content-types/footer/schema.json' with { type: 'json' };
import header from '../../cms/src/api/header/content-types/header/schema.json' with { type: 'json' };
import legalDocument from '../../cms/src/api/legal-document/content-types/legal-document/schema.json' with { type: 'json' };
import level from '../../cms/src/api/level/content-types/level/schema.json' with { type: 'json' };
import mention from '../../cms/src/api/mention/content-types/mention/schema.json' with { type: 'json' };
import page from '../../cms/src/api/page/content-types/page/schema.json' with { type: 'json' };
import plan from '../../cms/src/api/plan/content-types/plan/schema.json' with { type: 'json' };
import planPrice from '../../cms/src/api/plan-price/content-types/plan-price/schema.json' with { type: 'json' };
import campaign from '../../cms/src/api/campaign/content-types/campaign/schema.json' with { type: 'json' };
import popup from '../../cms/src/api/popup/content-types/popup/schema.json' with { type: 'json' };
import remoteConfig from '../../cms/src/api/remote-config/content-types/remote-config/schema.json' with { type: 'json' };
import levelTestQuestion from '../../cms/src/api/level-test-question/content-types/level-test-question/schema.json' with { type: 'json' };
import review from '../../cms/src/api/review/content-types/review/schema.json' with { type: 'json' };
import timerCta from '../../cms/src/api/timer-cta/content-types/timer-cta/schema.json' with { type: 'json' };
import tutor from '../../cms/src/api/tutor/content-types/tutor/schema.json' with { type: 'json' };
import experimentsVariant from '../../cms/src/components/experiments/variant.json' with { type: 'json' };
import itemsBullet from '../../cms/src/components/items/bullet.json' with { type: 'json' };
import itemsChoice from '../../cms/src/components/items/choice.json' with { type: 'json' };
import itemsContactChannel from '../../cms/src/components/items/contact-channel.json' with { type: 'json' };
import itemsFeature from '../../cms/src/components/items/feature.json' with { type: 'json' };
import itemsStat from '../../cms/src/components/items/stat.json' with { type: 'json' };
import itemsStep from '../../cms/src/components/items/step.json' with { type: 'json' };
import legalSection from '../../cms/src/components/legal/section.json' with { type: 'json' };
import pricingMarketPrice from '../../cms/src/components/pricing/market-price.json' with { type: 'json' };
import promotionsBannerLink from '../../cms/src/components/promotions/banner-link.json' with { type: 'json' };
import promotionsBanner from '../../cms/src/components/promotions/banner.json' with { type: 'json' };
import promotionsButton from '../../cms/src/components/promotions/button.json' with { type: 'json' };
import promotionsTimer from '../../cms/src/components/promotions/timer.json' with { type: 'json' };
import sectionsAppShowcase from '../../cms/src/components/sections/app-showcase.json' with { type: 'json' };
import sectionsBlogCards from '../../cms/src/components/sections/blog-cards.json' with { type: 'json' };
import sectionsContact from '../../cms/src/components/sections/contact.json' with { type: 'json' };
import sectionsCtaBand from '../../cms/src/components/sections/cta-band.json' with { type: 'json' };
import sectionsFaq from '../../cms/src/components/sections/faq.json' with { type: 'json' };
import sectionsLevelTest from '../../cms/src/components/sections/level-test.json' with { type: 'json' };
import sectionsWordSearch from '../../cms/src/components/sections/word-search.json' with { type: 'json' };
import sectionsTryLesson from '../../cms/src/components/sections/try-lesson.json' with { type: 'json' };
import sectionsOnboarding from '../../cms/src/components/sections/onboarding.json' with { type: 'json' };
import sectionsTutorOnboarding from '../../cms/src/components/sections/tutor-onboarding.json' with { type: 'json' };
import sectionsFeatures from '../../cms/src/components/sections/features.json' with { type: 'json' };
import sectionsHero from '../../cms/src/components/sections/hero.json' with { type: 'json' };
import sectionsLevels from '../../cms/src/components/sections/levels.json' with { type: 'json' };
import sectionsPlans from '../../cms/src/components/sections/plans.json' with { type: 'json' };
import sectionsPress from '../../cms/src/components/sections/press.json' with { type: 'json' };
import sectionsReviews from '../../cms/src/components/sections/reviews.json' with { type: 'json' };
import sectionsSchedule from '../../cms/src/components/sections/schedule.json' with { type: 'json' };
import sectionsStats from '../../cms/src/components/sections/stats.json' with { type: 'json' };
import sectionsSteps from '../../cms/src/components/sections/steps.json' with { type: 'json' };
import sectionsText from '../../cms/src/components/sections/text.json' with { type: 'json' };
import sectionsTutors from '../../cms/src/components/sections/tutors.json' with { type: 'json' };
import sharedColor from '../../cms/src/components/shared/color.json' with { type: 'json' };
import sharedCta from '../../cms/src/components/shared/cta.json' with { type: 'json' };
import sharedDownloadAppButton from '../../cms/src/components/shared/download-app-button.json' with { type: 'json' };
import sharedDownloadLinks from '../../cms/src/components/shared/download-links.json' with { type: 'json' };
import sharedLinkGroup from '../../cms/src/components/shared/link-group.json' with { type: 'json' };
import sharedLink from '../../cms/src/components/shared/link.json' with { type: 'json' };
import { ExperimentSchema } from '../../domain/experiments/experiments.ts';
import { FunnelQuestionSchema } from '../../domain/onboarding/questions.ts';
import {
  BlogPostSchema,
  CampaignSchema,
  ClassSessionSchema,
  FaqSchema,
  LegalDocumentSchema,
  LevelSchema,
  LevelTestQuestionSchema,
  MentionSchema,
  PlanPriceSchema,
  PlanSchema,
  TutorSchema,
} from '../../domain/content/collections.ts';
import { PageSchema } from '../../domain/content/sections.ts';
import { BannerSchema, FooterSchema, HeaderSchema, PopupSchema, RemoteConfigSchema, ReviewSchema, TimerCtaSchema } from '../../domain/content/schemas.ts';
import type { Attribute, AttributeType, CollectionModel } from './model.ts';

/** An attribute as written in a Strapi schema file. */
export interface StrapiAttribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  required?: boolean;
  enum?: string[];
  multiple?: boolean;
  /** A dynamic zone's components, by uid. */
  components?: string[];
}

export interface StrapiSchema {
  info: { singularName?: string; pluralName?: string; displayName: string };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, StrapiAttribute>;
}

export const CONTENT_TYPES: Record<string, StrapiSchema> = {
  banners: banner, 'blog-posts': blogPost, campaigns: campaign, 'class-sessions': classSession, experiments: experiment, faqs: faq, footers: footer, 'funnel-questions': funnelQuestion, headers: header,
  'legal-documents': legalDocument, 'level-test-questions': levelTestQuestion, levels: level, mentions: mention, pages: page, 'plan-prices': planPrice, plans: plan,
  popups: popup, 'remote-configs': remoteConfig, reviews: review, 'timer-ctas': timerCta, tutors: tutor,
};

/** Components by their Strapi uid (`category.name`). */
export const COMPONENTS: Record<string, StrapiSchema> = {
  'experiments.variant': experimentsVariant,
  'items.bullet': itemsBullet,
  'items.choice': itemsChoice,
  'items.contact-channel': itemsContactChannel,
  'items.feature': itemsFeature,
  'items.stat': itemsStat,
  'items.step': itemsStep,
  'legal.section': legalSection,
  'pricing.market-price': pricingMarketPrice,
  'promotions.banner-link': promotionsBannerLink,
  'promotions.banner': promotionsBanner,
  'promotions.button': promotionsButton,
  'promotions.timer': promotionsTimer,
  'sections.app-showcase': sectionsAppShowcase,
  'sections.blog-cards': sectionsBlogCards,
  'sections.contact': sectionsContact,
  'sections.cta-band': sectionsCtaBand,
  'sections.faq': sectionsFaq,
  'sections.level-test': sectionsLevelTest,
  'sections.word-search': sectionsWordSearch,
  'sections.try-lesson': sectionsTryLesson,
  'sections.onboarding': sectionsOnboarding,
  'sections.tutor-onboarding': sectionsTutorOnboarding,
  'sections.features': sectionsFeatures,
  'sections.hero': sectionsHero,
  'sections.levels': sectionsLevels,
  'sections.plans': sectionsPlans,
  'sections.press': sectionsPress,
  'sections.reviews': sectionsReviews,
  'sections.schedule': sectionsSchedule,
  'sections.stats': sectionsStats,
  'sections.steps': sectionsSteps,
  'sections.text': sectionsText,
  'sections.tutors': sectionsTutors,
  'shared.color': sharedColor,
  'shared.cta': sharedCta,
  'shared.download-app-button': sharedDownloadAppButton,
  'shared.download-links': sharedDownloadLinks,
  'shared.link-group': sharedLinkGroup,
  'shared.link': sharedLink,
};

const scalar = (type: AttributeType): Attribute => ({ type });

/** Strapi's document fields, in the order its responses list them. */
const documentFields = (localized: boolean): Record<string, Attribute> => ({
  id: scalar('integer'),
  documentId: scalar('string'),
  createdAt: scalar('datetime'),
  updatedAt: scalar('datetime'),
  publishedAt: scalar('datetime'),
  ...(localized ? { locale: scalar('string') } : {}),
});

/** The upload plugin's file record, as a populated media field returns it. */
const MEDIA: Attribute = {
  type: 'media',
  target: {
    ...documentFields(false),
    name: scalar('string'), alternativeText: scalar('string'), caption: scalar('string'), focalPoint: scalar('json'),
    width: scalar('integer'), height: scalar('integer'), formats: scalar('json'), hash: scalar('string'), ext: scalar('string'),
    mime: scalar('string'), size: scalar('decimal'), url: scalar('string'), previewUrl: scalar('string'), provider: scalar('string'),
    provider_metadata: scalar('json'),
  },
};

const KNOWN_TYPES = new Set<string>(['string', 'text', 'integer', 'decimal', 'boolean', 'datetime', 'enumeration', 'json', 'component', 'media', 'dynamiczone']);

function componentNamed(uid: string, where: string): StrapiSchema {
  const component = Object.hasOwn(COMPONENTS, uid) ? COMPONENTS[uid] : undefined;
  if (!component) throw new Error(`${where}: no component "${uid}"`);
  return component;
}

function attributesOf(schema: StrapiSchema, where: string): Record<string, Attribute> {
  return Object.fromEntries(
    Object.entries(schema.attributes).map(([name, attribute]): [string, Attribute] => {
      if (!KNOWN_TYPES.has(attribute.type)) throw new Error(`${where}.${name}: the local service has no "${attribute.type}" attributes`);
      const flags = { ...(attribute.required ? { required: true } : {}), ...(attribute.enum ? { enum: attribute.enum } : {}) };
      if (attribute.type === 'media') return [name, { ...MEDIA, ...flags }];
      if (attribute.type === 'dynamiczone') {
        const components = Object.fromEntries((attribute.components ?? []).map((uid) => [uid, { id: scalar('integer'), ...attributesOf(componentNamed(uid, `${where}.${name}`), uid) }]));
        return [name, { type: 'dynamiczone', components, ...flags }];
      }
      if (attribute.type !== 'component') return [name, { type: attribute.type as AttributeType, ...flags }];
      const component = componentNamed(attribute.component ?? '', `${where}.${name}`);
      return [name, { type: 'component', repeatable: attribute.repeatable === true, target: { id: scalar('integer'), ...attributesOf(component, attribute.component!) }, ...flags }];
    }),
  );
}

function modelOf(schema: StrapiSchema): CollectionModel {
  const localized = schema.pluginOptions?.i18n?.localized === true;
  return { pluralName: schema.info.pluralName!, localized, attributes: { ...documentFields(localized), ...attributesOf(schema, schema.info.pluralName!) } };
}

export interface Collection {
  model: CollectionModel;
  schema: GenericSchema;
}

const SCHEMAS: Record<string, GenericSchema> = {
  banners: BannerSchema, 'blog-posts': BlogPostSchema, campaigns: CampaignSchema, 'class-sessions': ClassSessionSchema, experiments: ExperimentSchema, faqs: FaqSchema, footers: FooterSchema, 'funnel-questions': FunnelQuestionSchema,
  headers: HeaderSchema, 'legal-documents': LegalDocumentSchema, 'level-test-questions': LevelTestQuestionSchema, levels: LevelSchema, mentions: MentionSchema, pages: PageSchema,
  'plan-prices': PlanPriceSchema, plans: PlanSchema, popups: PopupSchema, 'remote-configs': RemoteConfigSchema, reviews: ReviewSchema, 'timer-ctas': TimerCtaSchema,
  tutors: TutorSchema,
};

export const COLLECTIONS: Record<string, Collection> = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([name, schema]) => [name, { model: modelOf(schema), schema: SCHEMAS[name]! }]),
);

/**
 * The collection a URL or seed file names, if it is one. Own keys only: `constructor` or
 * `toString` are properties of every object, not collections (issue #7: they answered 500).
 */
export function collectionNamed(name: string): Collection | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
