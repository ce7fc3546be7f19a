// Which reviews a section shows, in what order (issue #42): a visitor weighs reviews of what the
// page is about, in their own language, so those come first; newest first within each group (the
// spec's order, §7), then the pages of ten the spec shows at a time.
import { REVIEWS_PAGE_SIZE, type Locale } from '../constants.ts';
import type { Review, ReviewProduct } from './schemas.ts';

export interface ReviewChoice {
  /** The page's language. */
  locale: Locale;
  /** What the page is about; none for a page about Lingo as a whole. */
  product: ReviewProduct | null;
  /** Only reviews of that product (a section about tutors shows tutor reviews alone). */
  onlyProduct: boolean;
}

/** A section's reviews: those in the page's language in pages of ten, and the others (a disclosure's), paged the same way. */
export interface SectionReviews {
  pages: Review[][];
  /** Reviews in other languages; none when the page's language has none (those are then the section's own). */
  otherLanguages: Review[][];
}

const paged = (reviews: readonly Review[], pageSize: number) => {
  const pages: Review[][] = [];
  for (let start = 0; start < reviews.length; start += pageSize) pages.push(reviews.slice(start, start + pageSize));
  return pages;
};

/** Issue 62: a visitor reads the reviews in their language; the others wait behind "Reviews in other languages". */
export function sectionReviews(reviews: readonly Review[], choice: ReviewChoice, pageSize = REVIEWS_PAGE_SIZE): SectionReviews {
  const ordered = sectionReviewPages(reviews, choice, Number.POSITIVE_INFINITY).flat();
  const own = ordered.filter((review) => review.language === choice.locale);
  if (own.length === 0) return { pages: paged(ordered, pageSize), otherLanguages: [] };
  return { pages: paged(own, pageSize), otherLanguages: paged(ordered.filter((review) => review.language !== choice.locale), pageSize) };
}

/** The section's reviews in pages of ten: its product in its language, its language, its product, the rest. */
export function sectionReviewPages(reviews: readonly Review[], { locale, product, onlyProduct }: ReviewChoice, pageSize = REVIEWS_PAGE_SIZE): Review[][] {
  // A review of one tutor is that tutor's profile's (tutorReviews); the sections show reviews of the products.
  const general = reviews.filter((review) => !review.tutor);
  const kept = onlyProduct && product ? general.filter((review) => review.product === product) : general;
  const rank = (review: Review) => (review.language === locale ? 0 : 2) + (product && review.product !== product ? 1 : 0);
  const newest = (review: Review) => Date.parse(review.createdAt ?? '') || 0;
  return paged([...kept].sort((a, b) => rank(a) - rank(b) || newest(b) - newest(a)), pageSize);
}

/** A tutor's own reviews for their profile: in the page's language first, newest first. */
export function tutorReviews(reviews: readonly Review[], tutor: string, locale: Locale): Review[] {
  const newest = (review: Review) => Date.parse(review.createdAt ?? '') || 0;
  return reviews.filter((review) => review.tutor === tutor).sort((a, b) => Number(b.language === locale) - Number(a.language === locale) || newest(b) - newest(a));
}
