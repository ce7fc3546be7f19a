import type { CSSProperties } from 'react';
import { Button } from '../../../design-system/index.ts';
import { css, detailsShownOpen, styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PricedTutor, TutorSpecialty } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { INTL_LOCALE, localizePath } from '../../../domain/i18n/index.ts';
import { MarketAmount } from '../../pricing/Prices.tsx';
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
const Legend = styled('legend', { float: 'left', width: '100%', marginBlockEnd: '$3', textPreset: 16, fontWeight: '$bold' });
// A radio button per specialty, drawn as a chip: the native control keeps keyboard and screen
// reader behaviour (arrow keys move the choice), CSS hides the cards that do not match.
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
const Filtered = styled('div', { display: 'grid', gap: '$6' });
const Intro = styled('p', { margin: 0, textPreset: 16 });
const Tags = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$1', margin: 0, padding: 0, listStyle: 'none' });
const Tag = styled('li', { paddingInline: '$2', borderRadius: '$sm', backgroundColor: '$accentSurface', color: '$accent', textPreset: 'small', fontWeight: '$bold' });
const Bottom = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center', justifyContent: 'space-between' });
const Price = styled('p', { margin: 0, '& strong': { textPreset: 20, fontWeight: '$black' }, '& span': { textPreset: 'small', color: '$textMuted' } });

export interface TutorsData {
  tutors: PricedTutor[];
  /** The specialties the filter offers (those of the tutors shown), empty without filters. */
  filters: TutorSpecialty[];
}

/** The orders a visitor can put the cards in: the CMS's (recommended), then one rank per card each. */
export const TUTOR_SORTS = ['recommended', 'rating', 'price', 'experience'] as const;
type TutorSort = (typeof TUTOR_SORTS)[number];

/** Each card's place in each order (1 first), for the CSS `order` the chosen one applies. */
function ranks(tutors: readonly PricedTutor[]): Map<string, Record<Exclude<TutorSort, 'recommended'>, number>> {
  const rankBy = (compare: (a: PricedTutor, b: PricedTutor) => number) => new Map([...tutors].sort(compare).map((tutor, index) => [tutor.slug, index + 1]));
  const rating = rankBy((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
  const price = rankBy((a, b) => a.pricePerHour - b.pricePerHour);
  const experience = rankBy((a, b) => (b.experienceYears ?? 0) - (a.experienceYears ?? 0));
  return new Map(tutors.map((tutor) => [tutor.slug, { rating: rating.get(tutor.slug)!, price: price.get(tutor.slug)!, experience: experience.get(tutor.slug)! }]));
}

// A radio per order sets the cards' CSS `order`, without a script; `reading-flow` makes the
// keyboard and screen readers follow the order shown, where the browser supports it.
const sortRules = css({
  ...Object.fromEntries(
    TUTOR_SORTS.filter((sort) => sort !== 'recommended').map((sort) => [`&:has(input[value="${sort}"]:checked) li[data-specialties]`, { order: `var(--rank-${sort})` }]),
  ),
  '& ul[data-cards]': { readingFlow: 'grid-order' },
});

/** The CSS that shows only the chosen specialty's cards: one rule per specialty offered. */
const filterRules = (filters: readonly TutorSpecialty[]) =>
  css(
    Object.fromEntries(
      filters.map((specialty) => [`&:has(input[value="${specialty}"]:checked) li[data-specialties]:not([data-specialties~="${specialty}"])`, { display: 'none' }]),
    ),
  );

/** Tutor cards (portrait, rating, what they teach, price per hour), filtered by specialty without a script. */
export function TutorsSection({ section, data, locale, tone }: { section: SectionOf<'tutors'>; data: TutorsData; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const languages = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' });
  const name = `${section.key}-specialty`;
  const rankOf = data.filters.length > 1 ? ranks(data.tutors) : null;
  const cards = (
    <Grid cards="regular" data-cards="">
      {data.tutors.map((tutor) => (
        <Card
          key={tutor.slug}
          data-specialties={tutor.specialties.join(' ')}
          aria-labelledby={`${section.key}-${tutor.slug}`}
          style={rankOf ? (Object.fromEntries(Object.entries(rankOf.get(tutor.slug)!).map(([sort, rank]) => [`--rank-${sort}`, rank])) as CSSProperties) : undefined}
        >
          <Top>
            <TutorPortrait portrait={tutor.portrait} lazy />
            <div>
              <Name id={`${section.key}-${tutor.slug}`}>
                <NameLink href={localizePath(tutorProfilePath(tutor.slug), locale)}>{tutor.name}</NameLink>
              </Name>
              <Small>{tutor.country}</Small>
              <Rating>
                <Star aria-hidden="true">★</Star>
                <strong aria-hidden="true">{tutor.rating.toFixed(1)}</strong>
                <span aria-hidden="true">({copy.reviews({ count: tutor.reviewCount })})</span>
                <Hidden>{copy.rating({ rating: tutor.rating.toFixed(1), reviews: tutor.reviewCount })}</Hidden>
              </Rating>
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
          <Bottom>
            <Price>
              <strong>
                <MarketAmount prices={tutor.prices} locale={locale} />
              </strong> <span>{copy.perHour}</span>
            </Price>
            <Button href={`${localizePath(tutorProfilePath(tutor.slug), locale)}#book`} variant="outline" size="sm" aria-label={`${copy.bookTrial}: ${tutor.name}`}>
              {copy.bookTrial}
            </Button>
          </Bottom>
        </Card>
      ))}
    </Grid>
  );
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {data.tutors.length === 0 ? (
        <Empty>{copy.noTutors}</Empty>
      ) : data.filters.length > 1 ? (
        <Filtered className={`${filterRules(data.filters)()} ${sortRules()}`}>
          <Disclosure>
            <summary>{copy.sortAndFilter}</summary>
            <div>
              <Filters>
                <Legend>{copy.sortBy}</Legend>
                {TUTOR_SORTS.map((sort) => (
                  <Choice key={sort}>
                    <input type="radio" name={`${section.key}-sort`} value={sort} defaultChecked={sort === 'recommended'} />
                    {copy.sorts[sort]}
                  </Choice>
                ))}
              </Filters>
              <Filters>
                <Legend>{copy.filterBy}</Legend>
                <Choice>
                  <input type="radio" name={name} value="" defaultChecked />
                  {copy.allTutors}
                </Choice>
                {data.filters.map((specialty) => (
                  <Choice key={specialty}>
                    <input type="radio" name={name} value={specialty} />
                    {copy.specialties[specialty]}
                  </Choice>
                ))}
              </Filters>
            </div>
          </Disclosure>
          {cards}
        </Filtered>
      ) : (
        cards
      )}
    </Frame>
  );
}
