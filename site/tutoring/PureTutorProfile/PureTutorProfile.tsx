// A tutor's profile (/english-tutors/<slug>): who they are, what and how they teach, when, what
// learners say, and the booking (an island beside it: `booking`). Props only.
import type { ReactNode } from 'react';
import { Button, Link, ResponsivePicture } from '../../../design-system/index.ts';
import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { MarketPrices } from '../../../domain/pricing/markets.ts';
import { imageSources } from '../../../domain/content/responsive-image.ts';
import type { ImageView } from '../../../domain/content/schemas.ts';
import { MarketAmount } from '../../pricing/Prices.tsx';
import { PageColumn, PageHeading, Paragraph, SectionHeading, SmallPrint } from '../../../design-system/PageLayout/index.ts';

// On a wide screen the tutor's card stands beside what they say, and stays in view as the visitor
// reads on (its own column: it never covers what has the focus); below that, it heads the page.
const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@lg': { gridTemplateColumns: 'minmax(0, 1fr) 340px', columnGap: '$8', alignItems: 'start' },
});
const Main = styled('div', { display: 'grid', gap: '$5', minInlineSize: 0, '@lg': { gridColumn: 1, gridRow: 1 } });
const Top = styled('header', {
  display: 'grid',
  gap: '$5',
  alignItems: 'center',
  '@sm': { gridTemplateColumns: 'auto 1fr' },
  '@lg': {
    gridColumn: 2,
    gridRow: 1,
    gridTemplateColumns: '1fr',
    justifyItems: 'start',
    position: 'sticky',
    insetBlockStart: '$6',
    padding: '$6',
    borderRadius: '$lg',
    border: '1px solid $divider',
    boxShadow: '$md',
    backgroundColor: '$surface',
    '& h1': { typeRole: 'h2' },
  },
});
const Portrait = styled('img', { display: 'block', inlineSize: 160, blockSize: 160, borderRadius: '$pill', backgroundColor: '$surfaceMuted' });
const Facts = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });
const Muted = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const Rating = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'baseline', textPreset: 16, '& strong': { textPreset: 20 } });
const Star = styled('span', { color: '$rating' });
const Hidden = styled('span', visuallyHidden);
const Tags = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$1', margin: 0, padding: 0, listStyle: 'none' });
const Tag = styled('li', { paddingInline: '$2', borderRadius: '$sm', backgroundColor: '$accentSurface', color: '$accent', textPreset: 'small', fontWeight: '$bold' });
const Price = styled('p', { margin: 0, '& strong': { textPreset: 24, fontWeight: '$black' }, '& span': { textPreset: 16, color: '$textMuted' } });
const Block = styled('section', { display: 'grid', gap: '$4', scrollMarginTop: '$5' });
const Week = styled('table', {
  inlineSize: '100%',
  borderCollapse: 'collapse',
  textPreset: 16,
  '& th, & td': { paddingBlock: '$2', textAlign: 'start', verticalAlign: 'top', borderBlockEnd: '1px solid $divider' },
  '& th': { paddingInlineEnd: '$5', fontWeight: '$bold', whiteSpace: 'nowrap' },
  '& td': { fontVariantNumeric: 'tabular-nums' },
});
const Reviews = styled('ul', { display: 'grid', gap: '$4', margin: 0, padding: 0, listStyle: 'none' });
const Breakdown = styled('ul', {
  display: 'grid',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxInlineSize: '22rem',
  textPreset: 'small',
  '& li': { display: 'grid', gridTemplateColumns: '2.5rem 1fr 2rem', gap: '$3', alignItems: 'center' },
  // The bars in the stars' colour, on every engine (a meter's own colours are the browser's green).
  '& meter': { inlineSize: '100%', blockSize: '0.5rem', border: 0, borderRadius: '$pill', backgroundColor: '$surfaceMuted' },
  // `background` whole: the engine draws its bar as a gradient image, which a colour alone leaves.
  '& meter::-webkit-meter-bar': { blockSize: '0.5rem', border: 0, borderRadius: '$pill', background: '$surfaceMuted' },
  '& meter::-webkit-meter-optimum-value': { borderRadius: '$pill', background: '$rating' },
  '& meter::-moz-meter-bar': { borderRadius: '$pill', background: '$rating' },
  '& li > span:last-child': { textAlign: 'end', color: '$textMuted' },
});
const More = styled('details', {
  display: 'grid',
  gap: '$4',
  '& > summary': { cursor: 'pointer', color: '$accent', fontWeight: '$bold', minBlockSize: 44, display: 'flex', alignItems: 'center', '&:focus-visible': { focusRing: true } },
  '&[open] > summary': { marginBlockEnd: '$4' },
});

type ReviewView = TutorProfileView['reviews'][number];

function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  return (
    <Reviews>
      {reviews.map((review) => (
        <Review key={`${review.author} ${review.iso}`}>
          <Stars aria-hidden="true">
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </Stars>
          <Hidden>{review.ratingLabel}</Hidden>
          <blockquote lang={review.language}>{review.body}</blockquote>
          <SmallPrint>
            {review.author} · <time dateTime={review.iso}>{review.date}</time>
          </SmallPrint>
        </Review>
      ))}
    </Reviews>
  );
}
const Review = styled('li', { display: 'grid', gap: '$2', padding: '$5', borderRadius: '$lg', border: '1px solid $divider', '& blockquote': { margin: 0, textPreset: 16 } });
const Stars = styled('span', { color: '$rating', letterSpacing: '0.1em' });

export interface TutorProfileView {
  slug: string;
  name: string;
  portrait: ImageView | null;
  /** "United Kingdom · teaches English". */
  lead: string;
  /** The mean of their approved reviews' stars ("4.8"), "8 reviews", and the sentence a screen reader hears instead of the stars; null before the first review. */
  rating: { value: string; reviews: string; label: string } | null;
  /** What stands for the rating before the first review. */
  noReviews: string;
  /** "8 years teaching", or null when unknown. */
  experience: string | null;
  specialties: string[];
  prices: MarketPrices;
  perHour: string;
  bio: string[];
  /** The tutor's week on their own clock: each day with the times they teach. */
  week: Array<{ day: string; times: string[] }>;
  /** Every approved review, the page's language first; the first `reviewsFirst` shown, the rest behind "More reviews". */
  reviews: Array<{ author: string; rating: number; ratingLabel: string; body: string; date: string; iso: string; language: Locale }>;
  reviewsFirst: number;
  /** How many reviews give each number of stars, 5 to 1. */
  byStars: Array<{ stars: number; count: number; label: string }>;
}

export interface PureTutorProfileProps {
  locale: Locale;
  tutor: TutorProfileView;
  copy: { back: string; about: string; when: string; timesNote: string; book: string; reviews: string; noReviews: string; byStars: string; moreReviews: string; noscript: string };
  backHref: string;
  /** The booking (the tutor-booking island), under "Book a trial lesson". */
  booking: ReactNode;
}

export function PureTutorProfile({ locale, tutor, copy, backHref, booking }: PureTutorProfileProps) {
  return (
    <PageColumn as="article" css={{ maxWidth: 720, '@lg': { maxWidth: 1080 } }}>
      <SmallPrint>
        <Link href={backHref}>{copy.back}</Link>
      </SmallPrint>
      <Layout>
        <Top>
          {tutor.portrait ? (
            <ResponsivePicture sources={imageSources(tutor.portrait)} sizes="160px">
              <Portrait src={tutor.portrait.url} alt="" width={160} height={160} fetchPriority="high" decoding="async" />
            </ResponsivePicture>
          ) : null}
          <Facts>
            <PageHeading>{tutor.name}</PageHeading>
            <Muted>{tutor.experience ? `${tutor.lead} · ${tutor.experience}` : tutor.lead}</Muted>
            {tutor.rating ? (
              <Rating>
                <Star aria-hidden="true">★</Star>
                <strong aria-hidden="true">{tutor.rating.value}</strong>
                <span aria-hidden="true">({tutor.rating.reviews})</span>
                <Hidden>{tutor.rating.label}</Hidden>
              </Rating>
            ) : (
              <Rating>{tutor.noReviews}</Rating>
            )}
            <Tags>
              {tutor.specialties.map((specialty) => (
                <Tag key={specialty}>{specialty}</Tag>
              ))}
            </Tags>
            <Price>
              <strong>
                <MarketAmount prices={tutor.prices} locale={locale} />
              </strong>{' '}
              <span>{tutor.perHour}</span>
            </Price>
            <Button href="#book">{copy.book}</Button>
          </Facts>
        </Top>

        <Main>
          <Block aria-labelledby="about">
            <SectionHeading id="about">{copy.about}</SectionHeading>
            {tutor.bio.map((paragraph) => (
              <Paragraph key={paragraph}>{paragraph}</Paragraph>
            ))}
          </Block>

          <Block aria-labelledby="when">
            <SectionHeading id="when">{copy.when}</SectionHeading>
            <Muted>{copy.timesNote}</Muted>
            <Week>
              <tbody>
                {tutor.week.map(({ day, times }) => (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    <td>{times.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </Week>
          </Block>

          <Block id="book" aria-labelledby="book-heading">
            <SectionHeading id="book-heading">{copy.book}</SectionHeading>
            {booking}
            <noscript>
              <Muted>{copy.noscript}</Muted>
            </noscript>
          </Block>

          <Block aria-labelledby="reviews">
            <SectionHeading id="reviews">{copy.reviews}</SectionHeading>
            {tutor.reviews.length === 0 ? (
              <Muted>{copy.noReviews}</Muted>
            ) : (
              <>
                <Breakdown aria-label={copy.byStars}>
                  {tutor.byStars.map(({ stars, count, label }) => (
                    <li key={stars}>
                      <span aria-hidden="true">{stars} ★</span>
                      <meter min={0} max={tutor.reviews.length} value={count} aria-label={label} />
                      <span aria-hidden="true">{count}</span>
                    </li>
                  ))}
                </Breakdown>
                <ReviewList reviews={tutor.reviews.slice(0, tutor.reviewsFirst)} />
                {tutor.reviews.length > tutor.reviewsFirst && (
                  <More>
                    <summary>
                      {copy.moreReviews} ({tutor.reviews.length - tutor.reviewsFirst})
                    </summary>
                    <ReviewList reviews={tutor.reviews.slice(tutor.reviewsFirst)} />
                  </More>
                )}
              </>
            )}
          </Block>
        </Main>
      </Layout>
    </PageColumn>
  );
}
