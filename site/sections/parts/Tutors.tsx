import type { ReactNode } from 'react';
import { Button, Link } from '../../../design-system/index.ts';
import { detailsShownOpen, styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PricedTutor, TutorSpecialty } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { INTL_LOCALE, localizePath } from '../../../domain/i18n/index.ts';
import { MARKET_IDS, type MarketPrices } from '../../../domain/pricing/markets.ts';
import { capitalized, formatPrice, timeZoneName, weekdayName } from '../../../domain/i18n/format.ts';
import { DAY_PARTS, DIRECTORY_MARK, directoryChoices, DIRECTORY_PARAMS, DIRECTORY_SORTS, DIRECTORY_ZONE_MARKS, directory, directorySearch, PRICE_BANDS, type Accent, type DayPart, type DirectoryQuery, type PriceBand } from '../../../domain/tutoring/directory.ts';
import { WEEKDAY_KEYS } from '../../../domain/tutoring/slots.ts';
import { MarketAmount, messageWith } from '../../pricing/Prices.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, Grid, type BandTone } from '../layout.ts';
import { TutorPortrait } from '../../tutoring/TutorPortrait.tsx';
import { Frame } from './Frame.tsx';
import { tutorProfilePath } from '../../../domain/tutoring/profile-path.ts';

const Filters = styled('fieldset', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, border: 0 });
// On a phone or a tablet the sorting and filters fold under one button, so the first tutor is in
// the first screen or two; on a computer's width they are always open.
const Disclosure = styled('details', {
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    minBlockSize: 44,
    paddingInline: '$4',
    borderRadius: '$pill',
    border: '$borderWidths$thin solid $colors$border',
    backgroundColor: '$surface',
    fontWeight: '$bold',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"' },
    '&:focus-visible': { focusRing: true },
  },
  '&[open] > summary': { marginBlockEnd: '$5', '&::after': { content: '"▴"' } },
  '& > div': { display: 'grid', gap: '$5' },
  '@md': detailsShownOpen({ display: 'none' }),
});
// A group most visitors leave alone (accent, country, languages) folds under its name, open while one of its choices is ticked.
const Fold = styled('details', {
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minBlockSize: 44,
    textPreset: 16,
    fontWeight: '$bold',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"', paddingInline: '$2' },
    '&:focus-visible': { focusRing: true },
  },
  '&[open] > summary::after': { content: '"▴"' },
});
const Legend = styled('legend', { float: 'left', width: '100%', paddingInline: 0, marginBlockEnd: '$3', textPreset: 16, fontWeight: '$bold' });
// A checkbox per specialty or price band, drawn as a chip: the native control keeps keyboard and
// screen reader behaviour; the form is a GET to the page, so the list it asks for is a link.
const Choice = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '$targetComfortable',
  paddingInline: '$4',
  borderRadius: '$pill',
  border: '$borderWidths$thin solid $colors$border',
  backgroundColor: '$surface',
  textPreset: 16,
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': { backgroundColor: '$accent', borderColor: '$accent', color: '$textOnAccent' },
  '&:has(input:focus-visible)': { focusRing: true },
});

const Card = styled('li', {
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
});
const Top = styled('div', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$4', alignItems: 'center' });
const Name = styled('h3', { margin: 0, typeRole: 'h3' });
// The name opens the tutor's profile.
const NameLink = styled('a', { color: '$text', textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { focusRing: true } });
const Small = styled('p', { margin: 0, textPreset: 'small', color: '$textMuted' });
const Rating = styled('p', { margin: 0, display: 'flex', gap: '$1', alignItems: 'baseline', textPreset: 'small', color: '$textMuted', '& strong': { color: '$text', textPreset: 16 } });
const Star = styled('span', { color: '$rating' });
const Hidden = styled('span', visuallyHidden);
// With the directory, on a computer's width the sorting and filters are a column beside the cards,
// so the first cards are in the first screen; on a phone they fold above them.
const Listed = styled('div', {
  display: 'grid',
  gap: '$6',
  variants: { directory: { true: { '@lg': { gridTemplateColumns: '17rem minmax(0, 1fr)', alignItems: 'start', columnGap: '$8' } } } },
});
// The directory's cards fill as many columns as fit, whatever their number (the section grid makes
// four cards two rows of two or one of four, which a column beside the filters cannot hold).
const DirectoryCards = styled('ul', { display: 'grid', gap: '$5', margin: 0, padding: 0, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' });
const Results = styled('div', { display: 'grid', gap: '$5', alignContent: 'start' });
const Intro = styled('p', { margin: 0, textPreset: 16 });
const Tags = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$1', margin: 0, padding: 0, listStyle: 'none' });
const Tag = styled('li', { paddingInline: '$2', borderRadius: '$sm', backgroundColor: '$accentSurface', color: '$accent', textPreset: 'small', fontWeight: '$bold' });
const Bottom = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center', justifyContent: 'space-between' });
const Price = styled('p', { margin: 0, '& strong': { textPreset: 20, fontWeight: '$black' }, '& span': { textPreset: 'small', color: '$textMuted' } });

/** A price band as the filter offers it: its bounds at every market's prices. */
export interface PriceBandView {
  band: PriceBand;
  from: MarketPrices | null;
  below: MarketPrices | null;
}

/** The directory's state, where the section lists the whole roster with its filters. */
export interface TutorDirectoryView {
  query: DirectoryQuery;
  matching: number;
  total: number;
  /** The link that shows more cards (landing on the first new one), or null when all are shown. */
  more: string | null;
  /** The page the list is on, for "Clear filters". */
  path: string;
  /** The specialties the roster has, its accents apart. */
  specialties: TutorSpecialty[];
  /** The accents the roster has. */
  accents: Accent[];
  /** Where its tutors are from, with how many from each, in the page's language. */
  countries: Array<{ country: string; count: number }>;
  /** The languages besides English its tutors speak (ISO 639-1). */
  speaks: string[];
  bands: PriceBandView[];
}

export interface TutorsData {
  /** The cards, in the order shown. */
  tutors: PricedTutor[];
  /** A shown tutor's first free lesson the query's days and times allow (UTC milliseconds), where the list depends on time. */
  soonest?: Record<string, number>;
  /** Null for a few cards (the home page's, a specialty's page). */
  directory: TutorDirectoryView | null;
}

/** The price bands with their bounds in every market, from how a rate in US dollars reads in each. */
export function priceBandViews(rates: (usd: number) => MarketPrices): PriceBandView[] {
  return (Object.entries(PRICE_BANDS) as Array<[PriceBand, { from?: number; below?: number }]>).map(([band, { from, below }]) => ({
    band,
    from: from === undefined ? null : rates(from),
    below: below === undefined ? null : rates(below),
  }));
}

/** Each card's anchor: "Show more" lands on the first new one. */
const cardId = (key: string, place: number) => `${key}-card-${place}`;

/** The section's data for a query over the roster: the cards shown and the directory's state. */
export function tutorsDirectory(roster: readonly PricedTutor[], query: DirectoryQuery, { key, path, bands, now }: { key: string; path: string; bands: PriceBandView[]; now?: number }): TutorsData {
  const found = directory(roster, query, { now });
  return {
    tutors: found.shown,
    soonest: found.soonest,
    directory: {
      query,
      matching: found.matching,
      total: found.total,
      more: found.more ? `?${directorySearch(found.more)}#${cardId(key, found.shown.length + 1)}` : null,
      path,
      ...directoryChoices(roster),
      bands,
    },
  };
}

/** A band's label in every market's prices, the visitor's shown (as MarketAmount shows a price). */
function BandLabel({ view: { from, below }, locale }: { view: PriceBandView; locale: Locale }) {
  const copy = SECTION_COPY[locale];
  const price = (prices: MarketPrices, market: (typeof MARKET_IDS)[number]) => formatPrice(prices[market].amount, prices[market].currency, locale);
  return MARKET_IDS.map((market) => (
    <span key={market} data-when={`market-${market}`}>
      {from && below ? copy.priceBetween({ from: price(from, market), to: price(below, market) }) : below ? copy.priceBelow({ price: price(below, market) }) : copy.priceFrom({ price: price(from!, market) })}
    </span>
  ));
}

const Controls = styled('form', { display: 'grid', gap: '$5' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$4', alignItems: 'center' });
const SortLabel = styled('label', { display: 'grid', gap: '$2', textPreset: 16, fontWeight: '$bold', justifySelf: 'start' });
const Select = styled('select', {
  minBlockSize: 44,
  paddingInline: '$3',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  textPreset: 16,
  fontWeight: '$regular',
  '&:focus-visible': { focusRing: true },
});
const Count = styled('p', { margin: 0, textPreset: 16, fontWeight: '$bold' });
// Under the days' legend, on a line of its own among the chips.
const ZoneNote = styled('p', { flexBasis: '100%', margin: 0, marginBlockStart: '-$2', marginBlockEnd: '$1', textPreset: 'small', color: '$textMuted' });
const NextFree = styled('p', { margin: 0, textPreset: 'small', fontWeight: '$bold' });
const More = styled('div', { display: 'flex', justifyContent: 'center' });

/** A chip per choice, each a checkbox named `name` (the form's GET sends every one ticked); `name` on a choice is its accessible name where the chip abbreviates it. */
function Chips({ name, ticked, choices }: { name: string; ticked: readonly string[]; choices: Array<{ value: string; label: ReactNode; name?: string }> }) {
  return choices.map((choice) => (
    <Choice key={choice.value}>
      <input type="checkbox" name={name} value={choice.value} defaultChecked={ticked.includes(choice.value)} aria-label={choice.name} />
      {choice.label}
    </Choice>
  ));
}

/** A group of choices folded under its name ("Accent (1)"), open while one is ticked; its fieldset keeps the name for a screen reader. */
function FoldedChoices({ legend, ticked, children }: { legend: string; ticked: number; children: ReactNode }) {
  return (
    <Fold open={ticked > 0}>
      <summary>{ticked > 0 ? `${legend} (${ticked})` : legend}</summary>
      <Filters>
        <Hidden as="legend">{legend}</Hidden>
        {children}
      </Filters>
    </Fold>
  );
}

/** The directory's sort, filters and count: a GET form to the page, so it works without a script and a list is a link. */
function DirectoryControls({ view, sectionKey, locale }: { view: TutorDirectoryView; sectionKey: string; locale: Locale }) {
  const copy = SECTION_COPY[locale];
  const { query } = view;
  const applied = [query.specialties, query.accents, query.prices, query.countries, query.speaks, query.days, query.times].reduce((sum, list) => sum + list.length, 0);
  const languages = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' });
  const countries = view.countries.toSorted((a, b) => a.country.localeCompare(b.country, INTL_LOCALE[locale]));
  const zone = query.zone ?? 'UTC';
  const zoneNoteId = `${sectionKey}-zone`;
  return (
    <Disclosure>
      <summary>{applied > 0 ? `${copy.sortAndFilter} (${applied})` : copy.sortAndFilter}</summary>
      <Controls method="get" action={`#${sectionKey}`}>
        <SortLabel>
          {copy.sortBy}
          <Select name={DIRECTORY_PARAMS.sort} defaultValue={query.sort}>
            {DIRECTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {copy.sorts[sort]}
              </option>
            ))}
          </Select>
        </SortLabel>
        <Filters>
          <Legend>{copy.filterBy}</Legend>
          <Chips name={DIRECTORY_PARAMS.specialty} ticked={query.specialties} choices={view.specialties.map((specialty) => ({ value: specialty, label: copy.specialties[specialty] }))} />
        </Filters>
        {view.accents.length > 0 && (
          <FoldedChoices legend={copy.accentLegend} ticked={query.accents.length}>
            <Chips name={DIRECTORY_PARAMS.accent} ticked={query.accents} choices={view.accents.map((accent) => ({ value: accent, label: copy.specialties[accent] }))} />
          </FoldedChoices>
        )}
        <Filters>
          <Legend>{copy.priceLegend}</Legend>
          <Chips name={DIRECTORY_PARAMS.price} ticked={query.prices} choices={view.bands.map((band) => ({ value: band.band, label: <BandLabel view={band} locale={locale} /> }))} />
        </Filters>
        <FoldedChoices legend={copy.countryLegend} ticked={query.countries.length}>
          <Chips name={DIRECTORY_PARAMS.country} ticked={query.countries} choices={countries.map(({ country, count }) => ({ value: country, label: `${country} (${count})` }))} />
        </FoldedChoices>
        {view.speaks.length > 0 && (
          <FoldedChoices legend={copy.speaksLegend} ticked={query.speaks.length}>
            <Chips name={DIRECTORY_PARAMS.speaks} ticked={query.speaks} choices={view.speaks.map((code) => ({ value: code, label: capitalized(languages.of(code) ?? code, locale) }))} />
          </FoldedChoices>
        )}
        <input {...{ [DIRECTORY_ZONE_MARKS.field]: locale }} type="hidden" name={DIRECTORY_PARAMS.zone} defaultValue={query.zone ?? ''} />
        <Filters aria-describedby={zoneNoteId}>
          <Legend>{copy.days}</Legend>
          <ZoneNote id={zoneNoteId}>{messageWith(copy.lessonZone, 'zone', <span {...{ [DIRECTORY_ZONE_MARKS.name]: '' }}>{timeZoneName(zone, locale)}</span>)}</ZoneNote>
          {/* Each chip shows its day's short name, its checkbox the full one ("Saturday"). */}
          <Chips name={DIRECTORY_PARAMS.day} ticked={query.days} choices={WEEKDAY_KEYS.map((day, index) => ({ value: day, label: weekdayName(index, locale, 'short'), name: weekdayName(index, locale) }))} />
        </Filters>
        <Filters aria-describedby={zoneNoteId}>
          <Legend>{copy.timeOfDay}</Legend>
          <Chips name={DIRECTORY_PARAMS.time} ticked={query.times} choices={(Object.keys(DAY_PARTS) as DayPart[]).map((part) => ({ value: part, label: copy.dayParts[part] }))} />
        </Filters>
        <Actions>
          <Button type="submit">{copy.showTutors}</Button>
          {applied > 0 && (
            <Link href={`${view.path}#${sectionKey}`}>{copy.clearFilters}</Link>
          )}
        </Actions>
      </Controls>
    </Disclosure>
  );
}

/** A free lesson's day and time on the list's clock: "Mon, Nov 30, 20:00". */
const nextFreeTime = (instant: number, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** Tutor cards (portrait, rating, what they teach, price per hour); with the directory, its filters, count and "Show more". */
export function TutorsSection({ section, data, locale, tone }: { section: SectionOf<'tutors'>; data: TutorsData; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const languages = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' });
  const view = data.directory;
  const filtered = view !== null && view.matching < view.total;
  const countId = `${section.key}-count`;
  const CardList = view ? DirectoryCards : Grid;
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      <Listed directory={view !== null} {...(view ? { [DIRECTORY_MARK]: '' } : {})}>
        {view && <DirectoryControls view={view} sectionKey={section.key} locale={locale} />}
        <Results>
        {view && data.tutors.length > 0 && (
          <Count id={countId}>
            {filtered ? copy.shownOfFiltered({ shown: data.tutors.length, count: view.matching, total: view.total }) : copy.shownOf({ shown: data.tutors.length, count: view.total })}
          </Count>
        )}
        {data.tutors.length === 0 ? (
          <Empty>{view ? copy.noTutors : copy.noTutorsYet}</Empty>
        ) : (
          <CardList aria-describedby={view ? countId : undefined}>
            {data.tutors.map((tutor, index) => (
              <Card key={tutor.slug} id={view ? cardId(section.key, index + 1) : undefined} aria-labelledby={`${section.key}-${tutor.slug}`}>
                <Top>
                  <TutorPortrait portrait={tutor.portrait} lazy={index > 0} />
                  <div>
                    <Name id={`${section.key}-${tutor.slug}`}>
                      <NameLink href={localizePath(tutorProfilePath(tutor.slug), locale)}>{tutor.name}</NameLink>
                    </Name>
                    <Small>{tutor.country}</Small>
                    {tutor.rating === null ? (
                      <Rating>{copy.noReviewsYet}</Rating>
                    ) : (
                      <Rating>
                        <Star aria-hidden="true">★</Star>
                        <strong aria-hidden="true">{tutor.rating.toFixed(1)}</strong>
                        <span aria-hidden="true">({copy.reviews({ count: tutor.reviewCount })})</span>
                        <Hidden>{copy.rating({ rating: tutor.rating.toFixed(1), reviews: tutor.reviewCount })}</Hidden>
                      </Rating>
                    )}
                  </div>
                </Top>
                <Tags aria-label={copy.teaches}>
                  {tutor.specialties.map((specialty) => (
                    <Tag key={specialty}>{copy.specialties[specialty]}</Tag>
                  ))}
                </Tags>
                <div>
                  <Intro>{tutor.intro}</Intro>
                  <Small css={{ marginBlockStart: '$2' }}>
                    {copy.teaches}: {tutor.languages.map((code) => languages.of(code) ?? code).join(', ')} · {copy.availability}: {tutor.availability}
                  </Small>
                </div>
                {data.soonest?.[tutor.slug] !== undefined && (
                  <NextFree>
                    {messageWith(copy.nextFree, 'time', <time dateTime={new Date(data.soonest[tutor.slug]!).toISOString()}>{nextFreeTime(data.soonest[tutor.slug]!, locale, view?.query.zone ?? 'UTC')}</time>)}
                  </NextFree>
                )}
                <Bottom>
                  <Price>
                    <strong>
                      <MarketAmount prices={tutor.prices} locale={locale} />
                    </strong>{' '}
                    <span>{copy.perHour}</span>
                  </Price>
                  <Button href={`${localizePath(tutorProfilePath(tutor.slug), locale)}#book`} variant="outline" size="sm" aria-label={`${copy.bookTrial}: ${tutor.name}`}>
                    {copy.bookTrial}
                  </Button>
                </Bottom>
              </Card>
            ))}
          </CardList>
        )}
        {view?.more && (
          <More>
            <Button href={view.more} variant="outline">
              {copy.showMore}
            </Button>
          </More>
        )}
        </Results>
      </Listed>
    </Frame>
  );
}
