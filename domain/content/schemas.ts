// Schemas of the CMS records (spec §3), shared by the client (every response is validated) and
// the local content service (every seed file is validated at start). Optional CMS fields may
// come as null; unknown extra fields are dropped.
import * as v from 'valibot';
import { LOCALES, type Locale } from '../constants.ts';
import { INTL_LOCALE } from '../i18n/format.ts';
import { LINK_VISIBILITY } from '../rules/link-visibility.ts';
import { POPUP_KINDS } from './popup-kinds.ts';

const MAX_TEXT = 10_000;
export const text = v.pipe(v.string(), v.maxLength(MAX_TEXT));
/** A line: what a CMS `string` field holds (Strapi's column is 255 characters). */
export const line = v.pipe(v.string(), v.maxLength(255));
/** A name, a heading, a label: present, and a line long. */
export const shortText = v.pipe(line, v.minLength(1));
const optionalText = v.nullish(text);
const optionalLine = v.nullish(line);
const optionalBoolean = v.nullish(v.boolean());
const url = v.pipe(v.string(), v.maxLength(2048));
const isoDate = v.pipe(v.string(), v.isoTimestamp());

const LocaleSchema = v.picklist(LOCALES);

export const MediaSchema = v.object({
  id: v.nullish(v.number()),
  name: optionalText,
  alternativeText: optionalText,
  caption: optionalText,
  url,
  mime: optionalText,
  ext: optionalText,
  size: v.nullish(v.number()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
});

/** spec §3 Colour: a palette name plus opacity (missing → 100); unknown names resolve to a fallback. */
export const ColorSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(64)),
  opacity: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
});

export const LinkSchema = v.object({
  id: v.number(),
  href: url,
  label: optionalLine,
  text: optionalLine,
  target: v.nullish(v.picklist(['_self', '_blank'])),
  isExternal: optionalBoolean,
  visible: v.nullish(v.picklist(LINK_VISIBILITY)),
  rel: optionalLine,
  /** spec §3 names it `locale`; Strapi reserves that attribute name (issue #12). */
  hrefLang: v.nullish(LocaleSchema),
  eventType: optionalLine,
  icon: v.nullish(MediaSchema),
  /** Shown to one variant of an experiment only, `<key>:<variant>` (domain/experiments); empty for everyone. */
  experiment: v.nullish(v.pipe(v.string(), v.maxLength(100))),
});

export const LinkGroupSchema = v.object({
  id: v.number(),
  order: v.nullish(v.pipe(v.number(), v.integer())),
  title: line,
  isHidden: optionalBoolean,
  links: v.array(LinkSchema),
});

export const entry = {
  id: v.number(),
  documentId: v.string(),
  locale: v.nullish(LocaleSchema),
  createdAt: v.nullish(isoDate),
  updatedAt: v.nullish(isoDate),
  publishedAt: v.nullish(isoDate),
};

export const FooterSchema = v.object({
  ...entry,
  locale: LocaleSchema,
  privacySettingsTitle: line,
  termsLinkTitle: line,
  termsLinkUrl: url,
  privacyLinkTitle: line,
  privacyLinkUrl: url,
  cookieLinkTitle: line,
  cookieLinkUrl: url,
  UAEAddress: optionalText,
  nonUAEAddress: optionalText,
  USAddress: optionalText,
  UAAddress: optionalText,
  mainLinks: v.array(LinkGroupSchema),
  otherLinks: v.array(LinkGroupSchema),
  downloadLinks: v.object({ title: line, links: v.array(LinkSchema) }),
  socialLinks: v.array(LinkSchema),
});

const TimerSchema = v.object({
  dateStart: v.nullish(isoDate),
  dateEnd: v.nullish(isoDate),
  isDisabled: optionalBoolean,
  timerBgColor: v.nullish(ColorSchema),
  timerText: optionalLine,
});

const ButtonSchema = v.object({
  href: url,
  label: optionalLine,
  text: optionalLine,
  isExternal: optionalBoolean,
  icon: v.nullish(MediaSchema),
});

/** spec §3 Banner record fields; a banner entry, a popup's config and a timer CTA's banner share them. */
const bannerFields = {
  slug: v.pipe(v.string(), v.maxLength(200)),
  isDisabled: optionalBoolean,
  urlsToInclude: v.nullish(v.array(url)),
  urlsToExclude: v.nullish(v.array(url)),
  bannerName: optionalLine,
  bannerTitle: optionalLine,
  /** A phone's slim strip (issue 63): one line, the title's gist; without it the title, cut to the line. */
  shortTitle: v.nullish(v.pipe(v.string(), v.maxLength(40))),
  bannerText: optionalText,
  title: optionalLine,
  text: optionalText,
  button: v.nullish(ButtonSchema),
  buttonEventText: optionalLine,
  buttonEventType: optionalLine,
  link: v.nullish(v.object({ href: url, rel: optionalLine, target: v.nullish(v.picklist(['_self', '_blank'])) })),
  timer: v.nullish(TimerSchema),
  bgColor: v.nullish(ColorSchema),
  backgroundColor: v.nullish(ColorSchema),
  image: v.nullish(MediaSchema),
  media: v.nullish(MediaSchema),
  location: optionalLine,
  runningText: optionalText,
  leftText: optionalLine,
  mainText: optionalLine,
  rightText: optionalLine,
  emailLabel: optionalLine,
  secondScreenTitle: optionalLine,
  secondScreenMedia: v.nullish(MediaSchema),
  timerSeconds: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 3600))),
  titlePlacement: optionalLine,
  displayOn: optionalLine,
  /** Shown to one variant of an experiment only, `<key>:<variant>` (domain/experiments); empty for everyone. */
  experiment: v.nullish(v.pipe(v.string(), v.maxLength(100))),
};

export const BannerSchema = v.object({ ...entry, ...bannerFields });

/** A banner nested in another record (a component or a populated relation). */
const NestedBannerSchema = v.object({ id: v.nullish(v.number()), documentId: v.nullish(v.string()), ...bannerFields });

export const PopupSchema = v.object({
  ...entry,
  slug: v.pipe(v.string(), v.maxLength(200)),
  /** email-subscribe | exit-intent | timer | media | qr | tutoring */
  type: v.picklist(POPUP_KINDS),
  config: NestedBannerSchema,
});

export const TimerCtaSchema = v.object({
  ...entry,
  slug: v.pipe(v.string(), v.maxLength(200)),
  /** Comma-separated ISO country codes; "*" marks the all-pages fallback (spec §7). */
  countries: v.pipe(v.string(), v.maxLength(2000)),
  isAllPages: optionalBoolean,
  banner: NestedBannerSchema,
});

/** spec §2 "Configurable header parameters": type, links, logo, footer, downloadAppButton, languageSwitch, position. */
export const HeaderSchema = v.object({
  ...entry,
  locale: LocaleSchema,
  type: v.picklist(['default', 'minimal', 'funnel']),
  links: v.array(LinkSchema),
  /** The side menu's further paths below the main links (the club, AI practice, the level test…). */
  menuLinks: v.nullish(v.array(LinkSchema), []),
  logo: v.picklist(['clickable', 'not_clickable']),
  footer: v.boolean(),
  downloadAppButton: v.object({ key: line, value: line, isDisabled: v.boolean() }),
  languageSwitch: v.boolean(),
  position: v.picklist(['static', 'sticky']),
});

/** Remote-config defaults (split tests, spec §7 "Remote-config values feed split tests"). */
export const RemoteConfigSchema = v.object({
  ...entry,
  key: v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/), v.maxLength(100)),
  variants: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.minLength(1)),
  defaultVariant: v.pipe(v.string(), v.maxLength(100)),
  description: optionalText,
});

/** What a review is about, and where it was left (issue #42: a review a visitor can weigh). */
export const REVIEW_PRODUCTS = ['app', 'tutor', 'class', 'club', 'ai'] as const;
export type ReviewProduct = (typeof REVIEW_PRODUCTS)[number];
export const REVIEW_SOURCES = ['app-store', 'google-play', 'lingo'] as const;

export const ReviewSchema = v.object({
  ...entry,
  authorName: shortText,
  /** Where the reviewer lives (ISO 3166-1 alpha-2, "BR"): each page names it in its own language. */
  authorCountry: v.nullish(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a country code such as BR')), null),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  body: text,
  product: v.picklist(REVIEW_PRODUCTS),
  /** The tutor a tutor review is about (their slug), shown on their profile. */
  tutor: v.nullish(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120)), null),
  source: v.picklist(REVIEW_SOURCES),
  /** The language it is written in (the collection is one for every locale). */
  language: v.picklist(LOCALES),
  /** spec §3 "Review approval statuses"; `status` is Strapi's own draft/published parameter (issue #12). */
  approvalStatus: v.picklist(['APPROVED', 'PENDING', 'REJECTED']),
  isBlocked: v.boolean(),
});

export type Link = v.InferOutput<typeof LinkSchema>;
export type LinkGroup = v.InferOutput<typeof LinkGroupSchema>;
export type Footer = v.InferOutput<typeof FooterSchema>;
export type Banner = v.InferOutput<typeof BannerSchema>;
export type Popup = v.InferOutput<typeof PopupSchema>;
export type TimerCta = v.InferOutput<typeof TimerCtaSchema>;
export type Review = v.InferOutput<typeof ReviewSchema>;

/** Who left a review, as a page in `locale` names them: "Maria G., Brazil" (the name alone where the country is not known). */
export function reviewerOf(review: Pick<Review, 'authorName' | 'authorCountry'>, locale: Locale): string {
  const country = review.authorCountry ? new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(review.authorCountry) : undefined;
  return country && country !== review.authorCountry ? `${review.authorName}, ${country}` : review.authorName;
}
export type Header = v.InferOutput<typeof HeaderSchema>;
export type RemoteConfig = v.InferOutput<typeof RemoteConfigSchema>;

/** An image as sections take it: `alt` is empty for a decorative one. */
export interface ImageView {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Validates without throwing; the reason names the first bad field by its dot path. */
export function validate<T>(schema: v.GenericSchema<unknown, T>, input: unknown): ValidationResult<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const path = issue ? (v.getDotPath(issue) ?? '(root)') : '(root)';
  return { ok: false, reason: `${path}: ${issue?.message ?? 'invalid'}` };
}
