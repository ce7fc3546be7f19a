// The seeded CMS records of banners, popups and timer calls-to-action, validated as the client
// validates them, for the promotions' stories.
import enBanners from '../../content/banners.en.json';
import esBanners from '../../content/banners.es.json';
import ptBanners from '../../content/banners.pt.json';
import ukBanners from '../../content/banners.uk.json';
import enPopups from '../../content/popups.en.json';
import ukPopups from '../../content/popups.uk.json';
import enCtas from '../../content/timer-ctas.en.json';
import type { Locale } from '../../domain/constants.ts';
import { BannerSchema, PopupSchema, TimerCtaSchema, validate, type Banner, type Popup, type TimerCta } from '../../domain/content/schemas.ts';
import { formatPrice } from '../../domain/i18n/index.ts';
import type { Market } from '../../domain/pricing/markets.ts';
import { fillPrices, mapStrings } from '../../domain/pricing/offers.ts';
import { PRICING } from '../story-fixtures.ts';

const BANNERS: Record<Locale, unknown[]> = { en: enBanners, es: esBanners, pt: ptBanners, uk: ukBanners };
const POPUPS: Partial<Record<Locale, unknown[]>> = { en: enPopups, uk: ukPopups };

function seeded<T>(schema: Parameters<typeof validate<T>>[0], records: unknown[] | undefined, slug: string, where: string): T {
  const record = records?.find((candidate) => (candidate as { slug: string }).slug === slug);
  const result = validate(schema, { id: 1, documentId: slug, ...(record as object) });
  if (!result.ok) throw new Error(`${where} ${slug}: ${result.reason}`);
  return result.value;
}

/** A seeded banner by slug base and locale: banner('ready-to-learn', 'uk'). */
export const banner = (slug: string, locale: Locale = 'en'): Banner => seeded(BannerSchema, BANNERS[locale], `${slug}-${locale}`, 'content/banners');
/** Copy's prices as the popups write them in the browser (PopupHost.tsx): here, a visitor in `market`. */
const priced = <T,>(record: T, locale: Locale, market: Market) =>
  mapStrings(record, (text) => fillPrices(text, PRICING, market, ({ amount, currency }) => formatPrice(amount, currency, locale)));

export const popup = (slug: string, locale: 'en' | 'uk' = 'en', market: Market = locale === 'uk' ? 'UA' : 'US'): Popup =>
  priced(seeded(PopupSchema, POPUPS[locale], `${slug}-${locale}`, 'content/popups'), locale, market);
export const timerCta = (slug: string, market: Market = 'US'): TimerCta => priced(seeded(TimerCtaSchema, enCtas, `${slug}-en`, 'content/timer-ctas'), 'en', market);
export { PRICING };

/** Moments of the seeded campaign (23 Nov – 6 Dec 2026, as in the files), so a story shows the same digits every time. */
export const MOMENTS = {
  /** 2 days, 13 hours, 39 minutes, 29 seconds before the end. */
  running: Date.parse('2026-12-04T10:20:30.000Z'),
  /** Ukrainian forms: 2 дні, 3 години, 5 хвилин, 1 секунда. */
  ukrainianForms: Date.parse('2026-12-04T20:54:58.000Z'),
  beforeStart: Date.parse('2026-11-20T12:00:00.000Z'),
  afterEnd: Date.parse('2026-12-08T12:00:00.000Z'),
} as const;
