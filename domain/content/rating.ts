/**
 * A tutor's rating as their approved reviews give it (issue 62: a rating typed in the CMS said
 * "348 reviews" above three): the mean of the stars to one decimal, and how many there are; null
 * until the first. `reviews` are approved ones (queries.ts everyApprovedReview).
 */
export function ratingOf(tutor: string, reviews: ReadonlyArray<{ tutor?: string | null; rating: number }>): { rating: number | null; reviewCount: number } {
  const stars = reviews.filter((review) => review.tutor === tutor).map((review) => review.rating);
  return { rating: stars.length ? Math.round((stars.reduce((sum, rating) => sum + rating, 0) / stars.length) * 10) / 10 : null, reviewCount: stars.length };
}
