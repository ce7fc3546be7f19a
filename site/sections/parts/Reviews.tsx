import { buttonStyles } from '../../../design-system/index.ts';
import { detailsShownOpen, styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import { reviewerOf, type Review } from '../../../domain/content/schemas.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { INTL_LOCALE } from '../../../domain/i18n/index.ts';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

// Columns, not rows: reviews of different lengths stack without gaps.
const Columns = styled('ul', { margin: 0, padding: 0, listStyle: 'none', columnWidth: 300, columnGap: '$5' });
const Card = styled('li', {
  display: 'grid',
  breakInside: 'avoid',
  marginBlockEnd: '$5',
  alignContent: 'start',
  gap: '$3',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$sm',
});
const Stars = styled('p', { margin: 0, color: '$rating', letterSpacing: '0.1em', textPreset: 18 });
const Hidden = styled('span', visuallyHidden);
const Body = styled('blockquote', { margin: 0, textPreset: 16 });
const Author = styled('p', { margin: 0, textPreset: 'small', fontWeight: '$bold' });
// Each part on one line (a date is not broken across two); the dot ends a part, so a line never starts with one.
const About = styled('p', {
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '$2',
  textPreset: 'small',
  color: '$textMuted',
  '& > *': { whiteSpace: 'nowrap' },
  '& > :not(:last-child)::after': { content: '"·"', marginInlineStart: '$2' },
});
// "More reviews" is a native disclosure holding the next page, and its own "More reviews": the
// pages open one after another, with or without JavaScript.
const More = styled('details', {
  display: 'grid',
  gap: '$5',
  '&[open] > summary': { display: 'none' },
  '& > ul': { marginBlockStart: '$5' },
});
// On a phone the first page's first few, then "More reviews"; from a tablet up the whole page, the summary gone.
const PhoneMore = styled(More, { '@sm': { ...detailsShownOpen({ display: 'none' }), '& > ul': { marginBlockStart: 0 } } });
// The first page's two lists read as one: the card's own gap between them, not the section's.
const FirstPage = styled('div', { display: 'grid', '& > ul > li:last-child': { marginBlockEnd: 0 }, gap: '$5' });
// The design system's outline button, on the disclosure's own summary (its marker hidden).
const MoreButton = styled('summary', { justifySelf: 'start', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } });
const moreButton = `${buttonStyles({ variant: 'outline' })}`;

export interface ReviewsData {
  /** Approved reviews in the page's language (or all, when it has none), in pages of the spec's size (10). */
  pages: Review[][];
  /** The others, behind "Reviews in other languages". */
  otherLanguages: Review[][];
}

/** A phone shows this many of a page's first reviews; the rest of the page waits behind "More reviews" (a wider screen shows them all). */
export const PHONE_FIRST_REVIEWS = 3;

/** When a review was left, as the locale writes a date ("October 2, 2026"). */
const reviewDate = (createdAt: string, locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(createdAt));
const languageName = (language: Locale, locale: Locale) => new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' }).of(language) ?? language;

function Page({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const copy = SECTION_COPY[locale];
  return (
    <Columns>
      {reviews.map((review) => (
        <Card key={review.documentId}>
          <Stars>
            <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
            <Hidden>{copy.stars({ rating: review.rating })}</Hidden>
          </Stars>
          <Body lang={review.language === locale ? undefined : review.language}>{review.body}</Body>
          <Author>{reviewerOf(review, locale)}</Author>
          <About>
            <span>{copy.reviewProducts[review.product]}</span>
            <span>{copy.reviewSources[review.source]}</span>
            {review.createdAt ? <time dateTime={review.createdAt.slice(0, 10)}>{reviewDate(review.createdAt, locale)}</time> : null}
            {review.language === locale ? null : <span>{copy.writtenIn({ language: languageName(review.language, locale) })}</span>}
          </About>
        </Card>
      ))}
    </Columns>
  );
}

/**
 * Learners' reviews, ten at a time, with "More reviews" where the section allows it: each with what
 * it is about, where it was left and when, the page's product in its language first (review-order.ts).
 */
export function ReviewsSection({ section, data, locale, tone }: { section: SectionOf<'reviews'>; data: ReviewsData; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const more = (pages: Review[][]): React.ReactNode => {
    const [next, ...after] = pages;
    if (!next) return null;
    return (
      <More>
        <MoreButton className={moreButton}>{copy.moreReviews}</MoreButton>
        <Page reviews={next} locale={locale} />
        {more(after)}
      </More>
    );
  };
  const [first, ...rest] = data.pages;
  const others = data.otherLanguages.flat().length;
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {first && first.length > PHONE_FIRST_REVIEWS ? (
        <FirstPage>
          <Page reviews={first.slice(0, PHONE_FIRST_REVIEWS)} locale={locale} />
          {/* The next pages' "More reviews" inside it: a phone has one such button at a time. */}
          <PhoneMore>
            <MoreButton className={moreButton}>{copy.moreReviews}</MoreButton>
            <Page reviews={first.slice(PHONE_FIRST_REVIEWS)} locale={locale} />
            {more(rest)}
          </PhoneMore>
        </FirstPage>
      ) : (
        <>
          {first ? <Page reviews={first} locale={locale} /> : <Empty>{copy.nothingYet}</Empty>}
          {more(rest)}
        </>
      )}
      {others > 0 ? (
        <More>
          <MoreButton className={moreButton}>{copy.otherLanguages({ count: others })}</MoreButton>
          <Page reviews={data.otherLanguages[0]!} locale={locale} />
          {more(data.otherLanguages.slice(1))}
        </More>
      ) : null}
    </Frame>
  );
}
