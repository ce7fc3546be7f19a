// A tutor's profile page data (/english-tutors/<slug>), from the tutor and the reviews: pure, so the
// route and the stories build it the same way.
import type { Locale } from '../../domain/constants.ts';
import type { PricedTutor } from '../../domain/content/collections.ts';
import { tutorReviews } from '../../domain/content/review-order.ts';
import { reviewerOf, type Review } from '../../domain/content/schemas.ts';
import { paragraphsOf } from '../../domain/content/sections.ts';
import TUTOR_PROFILE_COPY from '../../domain/i18n/compiled/tutorProfile.ts';
import { INTL_LOCALE, localizePath, timeZoneName } from '../../domain/i18n/index.ts';
import { TUTORS_PATH } from '../../domain/tutoring/profile-path.ts';
import { lessonSpan, WEEKDAY_KEYS } from '../../domain/tutoring/slots.ts';
import { WEEKLY_SLOT } from '../../domain/content/weekly-slot.ts';
import { SECTION_COPY } from '../sections/copy.ts';
import type { TutorProfileView } from '../tutoring/PureTutorProfile/index.ts';
import { formatDate, withSiteName } from './content/templates.ts';


/** How many of a tutor's reviews the profile shows before "More reviews" (which opens the rest, without a script). */
const REVIEWS_FIRST = 6;

export function tutorProfile(tutor: PricedTutor, reviews: readonly Review[], locale: Locale): TutorProfileView {
  const words = TUTOR_PROFILE_COPY[locale];
  const sections = SECTION_COPY[locale];
  const languageNames = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'language' });
  const byDay = new Map<string, string[]>();
  for (const slot of tutor.weeklySlots ?? []) {
    const [, day, hour, minute] = WEEKLY_SLOT.exec(slot) ?? [];
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), lessonSpan(Number(hour), Number(minute))]);
  }
  return {
    slug: tutor.slug,
    name: tutor.name,
    portrait: tutor.portrait ?? null,
    lead: words.lead({ country: tutor.country, languages: tutor.languages.map((code) => languageNames.of(code) ?? code).join(', ') }),
    rating:
      tutor.rating === null
        ? null
        : { value: tutor.rating.toFixed(1), reviews: sections.reviews({ count: tutor.reviewCount }), label: sections.rating({ rating: tutor.rating.toFixed(1), reviews: tutor.reviewCount }) },
    noReviews: sections.noReviewsYet,
    experience: tutor.experienceYears === null ? null : words.experience({ years: tutor.experienceYears }),
    specialties: tutor.specialties.map((specialty) => sections.specialties[specialty]),
    prices: tutor.prices,
    perHour: sections.perHour,
    bio: paragraphsOf(tutor.bio ?? tutor.intro),
    week: WEEKDAY_KEYS.flatMap((day) => (byDay.has(day) ? [{ day: words.weekdays[day], times: [...byDay.get(day)!].sort() }] : [])),
    reviewsFirst: REVIEWS_FIRST,
    byStars: [5, 4, 3, 2, 1].map((stars) => {
      const count = reviews.filter((review) => review.tutor === tutor.slug && review.rating === stars).length;
      return { stars, count, label: `${sections.stars({ rating: stars })}: ${sections.reviews({ count })}` };
    }),
    reviews: tutorReviews(reviews, tutor.slug, locale).map((review) => ({
        author: reviewerOf(review, locale),
        rating: review.rating,
        ratingLabel: sections.stars({ rating: review.rating }),
        body: review.body,
        iso: (review.createdAt ?? '').slice(0, 10),
        date: formatDate((review.createdAt ?? '').slice(0, 10), locale),
        language: review.language,
      })),
  };
}

/** The page's words around the profile. */
export function tutorProfileCopy(tutor: PricedTutor, locale: Locale) {
  const words = TUTOR_PROFILE_COPY[locale];
  return {
    title: withSiteName(words.title({ name: tutor.name }), locale),
    copy: {
      back: words.back,
      about: words.about({ name: tutor.name }),
      when: words.when({ name: tutor.name }),
      timesNote: words.timesNote({ name: tutor.name, zone: tutor.timeZone ? timeZoneName(tutor.timeZone, locale) : '' }),
      book: words.book,
      reviews: words.reviews({ name: tutor.name }),
      noReviews: words.noReviews,
      byStars: words.byStars,
      moreReviews: SECTION_COPY[locale].moreReviews,
      noscript: words.noscript,
    },
    backHref: localizePath(TUTORS_PATH, locale),
  };
}
