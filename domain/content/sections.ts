// The page collection and its sections (cms/src/api/page, cms/src/components/sections): each
// section record validated once into the view model its component takes. A section of a kind the
// site does not know, or one that fails its schema, is hidden and logged; the page still renders.
import * as v from 'valibot';
import { cmsSurfaceStyle, parseCmsColor, type CmsSurfaceStyle } from '../../tokens/color.ts';
import { APP_LANGUAGES, LEVEL_CODES, MAX_TITLE_LENGTH } from '../constants.ts';
import { FAQ_TOPICS, ImageSchema, TUTOR_SPECIALTIES } from './collections.ts';
import { ColorSchema, entry, REVIEW_PRODUCTS, shortText, text, validate } from './schemas.ts';
import { TOOL_PATHS } from '../words/paths.ts';
import { nestedFields, type SchemaNode } from './schema-shape.ts';
import { CanonicalUrlSchema } from './page-indexing.ts';

/** The feature icons an editor may pick; the design system draws each (tests/one-source.test.ts). */
export const FEATURE_ICONS = [
  'tutor', 'app', 'group', 'club', 'ai', 'progress', 'schedule', 'certificate', 'chat', 'headphones', 'book', 'globe',
  'briefcase', 'heart', 'shield', 'star', 'pencil', 'microphone', 'kids', 'travel', 'check',
] as const;

const optionalLead = v.pipe(
  v.nullish(text),
  v.transform((value) => (value?.trim() ? value : null)),
);
const href = v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.regex(/^(\/|https:\/\/|mailto:)/, 'must be a site path, an https URL or a mailto: address'));
const CtaSchema = v.object({ label: shortText, href });
export type Cta = v.InferOutput<typeof CtaSchema>;
const optionalCta = v.pipe(
  v.nullish(CtaSchema),
  v.transform((cta) => cta ?? null),
);
const limit = (max: number) =>
  v.pipe(
    v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max))),
    v.transform((value) => value ?? null),
  );
const flag = v.pipe(
  v.nullish(v.boolean()),
  v.transform((value) => value === true),
);
const optionalPick = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.nullish(v.picklist(values)),
    v.transform((value) => value ?? null),
  );

/** Paragraphs of a text field: a blank line starts a new one. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);



const CONTACT_KINDS = ['help', 'email', 'chat', 'press', 'partners'] as const;

/**
 * One row per section kind: the Strapi component (`sections.<kind>`) and the schema of its record.
 * A new section is a row here, a component in cms/src/components/sections/ and one in site/sections/.
 */
/**
 * Every section's own field beside its content: the experiment variant it is shown to,
 * `<key>:<variant>` (domain/experiments/experiments.ts experimentMark); empty for everyone.
 */
const marked = {
  experiment: v.pipe(
    v.nullish(v.pipe(v.string(), v.maxLength(100))),
    v.transform((mark) => mark || null),
  ),
};

const SECTION_SCHEMAS = {
  hero: v.object({ ...marked,
    eyebrow: v.pipe(
      v.nullish(shortText),
      v.transform((value) => value ?? null),
    ),
    heading: shortText,
    lead: text,
    primaryCta: CtaSchema,
    signedInCta: optionalCta,
    secondaryCta: optionalCta,
    image: v.pipe(
      v.nullish(ImageSchema),
      v.transform((image) => image ?? null),
    ),
  }),
  features: v.object({ ...marked,
    heading: shortText,
    lead: optionalLead,
    items: v.pipe(v.array(v.object({ icon: v.picklist(FEATURE_ICONS), title: shortText, text })), v.minLength(1), v.maxLength(12)),
  }),
  steps: v.object({ ...marked,
    heading: shortText,
    lead: optionalLead,
    items: v.pipe(v.array(v.object({ title: shortText, text })), v.minLength(1), v.maxLength(8)),
  }),
  // showOffer: the running campaign's offer (price, end, the app's code) over the stores, for a visitor it runs for (issue 63).
  'app-showcase': v.object({ ...marked, heading: shortText, lead: optionalLead, language: v.picklist(APP_LANGUAGES), showStoreButtons: flag, showOffer: flag }),
  tutors: v.object({ ...marked, heading: shortText, lead: optionalLead, specialty: optionalPick(TUTOR_SPECIALTIES), limit: limit(24), showFilters: flag }),
  reviews: v.object({ ...marked, heading: shortText, lead: optionalLead, product: optionalPick(REVIEW_PRODUCTS), onlyProduct: flag, showMore: flag }),
  stats: v.object({ ...marked,
    heading: v.pipe(
      v.nullish(shortText),
      v.transform((value) => value ?? null),
    ),
    items: v.pipe(v.array(v.object({ value: v.pipe(shortText, v.maxLength(24)), label: shortText })), v.minLength(1), v.maxLength(6)),
  }),
  plans: v.object({ ...marked, heading: shortText, lead: optionalLead }),
  faq: v.object({ ...marked, heading: shortText, topic: optionalPick(FAQ_TOPICS), limit: limit(50) }),
  levels: v.object({ ...marked, heading: shortText, lead: optionalLead, level: optionalPick(LEVEL_CODES) }),
  'level-test': v.object({ ...marked, heading: shortText, lead: optionalLead }),
  'try-lesson': v.object({ ...marked, heading: shortText, lead: optionalLead }),
  onboarding: v.object({ ...marked, heading: shortText, lead: optionalLead }),
  'tutor-onboarding': v.object({ ...marked, heading: shortText, lead: optionalLead }),
  // `kind` is the CMS field's name; the view calls it sessionKind (a section's kind is its component).
  schedule: v.pipe(
    v.object({ ...marked, heading: shortText, lead: optionalLead, kind: v.picklist(['group', 'club']), level: optionalPick(LEVEL_CODES) }),
    v.transform(({ kind, ...rest }) => ({ ...rest, sessionKind: kind })),
  ),
  'cta-band': v.object({ ...marked,
    heading: shortText,
    text: optionalLead,
    cta: CtaSchema,
    signedInCta: optionalCta,
    background: v.pipe(
      v.nullish(ColorSchema),
      // An unknown palette name falls back to the accent band rather than to a colour nobody chose.
      v.transform((color): CmsSurfaceStyle | null => (color && parseCmsColor(color) ? cmsSurfaceStyle(color) : null)),
    ),
  }),
  'blog-cards': v.object({ ...marked, heading: shortText, limit: limit(50) }),
  contact: v.object({ ...marked,
    heading: shortText,
    lead: optionalLead,
    channels: v.pipe(v.array(v.object({ kind: v.picklist(CONTACT_KINDS), label: shortText, value: shortText, href })), v.minLength(1), v.maxLength(8)),
    showAddress: flag,
  }),
  press: v.pipe(
    v.object({ ...marked, heading: shortText, kind: v.picklist(['press', 'partner']) }),
    v.transform(({ kind, ...rest }) => ({ ...rest, mentionKind: kind })),
  ),
  text: v.object({ ...marked,
    heading: v.pipe(
      v.nullish(shortText),
      v.transform((value) => value ?? null),
    ),
    body: v.pipe(text, v.minLength(1), v.transform(paragraphsOf)),
  }),
  'word-search': v.object({ ...marked, heading: shortText, lead: optionalLead, tool: v.picklist(TOOL_PATHS) }),
} as const;

export type SectionKind = keyof typeof SECTION_SCHEMAS;

/** Every section kind, in the order of the table above. */
export const SECTION_KINDS = Object.keys(SECTION_SCHEMAS) as SectionKind[];

/** The schema of each section kind's record (its Strapi component is made from it: domain/cms-model.ts). */
export const sectionRecordSchema = (kind: string) => (Object.hasOwn(SECTION_SCHEMAS, kind) ? SECTION_SCHEMAS[kind as SectionKind] : undefined);

/** The page's dynamic zone populated as Strapi 5 asks: one `on` fragment per section component. */
export const sectionsPopulate = () => ({
  on: Object.fromEntries(
    SECTION_KINDS.map((kind) => {
      // What a section's record holds beyond its own fields (components and media), read from its schema.
      const nested = nestedFields(SECTION_SCHEMAS[kind] as unknown as SchemaNode);
      return [`sections.${kind}`, nested.length ? { populate: Object.fromEntries(nested.map((name) => [name, true])) } : true];
    }),
  ),
});

/** A validated section: its kind, its position on the page (a stable key) and its fields. */
export type Section = {
  [K in SectionKind]: { kind: K; key: string } & v.InferOutput<(typeof SECTION_SCHEMAS)[K]>;
}[SectionKind];
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

const kindOf = (component: unknown): SectionKind | null => {
  if (typeof component !== 'string' || !component.startsWith('sections.')) return null;
  const kind = component.slice('sections.'.length);
  return Object.hasOwn(SECTION_SCHEMAS, kind) ? (kind as SectionKind) : null;
};

/**
 * The sections of a page that the site can show, in order. Each one that is of an unknown kind or
 * fails its schema is left out, and `log` says which (by position and component) and why.
 */
export function parseSections(items: readonly unknown[], where: string, log: (message: string) => void): Section[] {
  const sections: Section[] = [];
  items.forEach((item, index) => {
    const component = typeof item === 'object' && item !== null ? (item as { __component?: unknown }).__component : undefined;
    const kind = kindOf(component);
    const label = `${where}: section ${index + 1} (${typeof component === 'string' ? component : 'no __component'})`;
    if (!kind) {
      log(`${label} hidden: the site has no section of that kind`);
      return;
    }
    const result = validate(SECTION_SCHEMAS[kind] as v.GenericSchema<unknown, object>, item);
    if (!result.ok) {
      log(`${label} hidden: ${result.reason}`);
      return;
    }
    sections.push({ kind, key: `${index}-${kind}`, ...result.value } as Section);
  });
  return sections;
}

export const PageSchema = v.object({
  ...entry,
  /** Locale-free path: "/" for home, "/english-tutors". */
  path: v.pipe(v.string(), v.regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a locale-free path such as /english-tutors'), v.maxLength(200)),
  /** The search result's title: within 60 characters. */
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TITLE_LENGTH)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  socialImage: v.pipe(
    v.nullish(ImageSchema),
    v.transform((image) => image ?? null),
  ),
  /** Search engines (issue 66, page-indexing.ts): kept out of their results, and so of the sitemaps and the alternates. */
  noindex: v.pipe(
    v.nullish(v.boolean()),
    v.transform((value) => value ?? false),
  ),
  /** Another address that is this page's original (it is then a copy: no sitemap, no alternates). */
  canonicalUrl: v.pipe(
    v.nullish(CanonicalUrlSchema),
    v.transform((url) => url || null),
  ),
  /** Out of the sitemaps only (still indexable, still a language version). */
  excludeFromSitemap: v.pipe(
    v.nullish(v.boolean()),
    v.transform((value) => value ?? false),
  ),
  /** Validated one by one (parseSections), so that one bad section hides only itself. */
  sections: v.pipe(
    v.nullish(v.array(v.unknown())),
    v.transform((sections) => sections ?? []),
  ),
});
export type PageRecord = v.InferOutput<typeof PageSchema>;
