import { TUTORS, APPROVED_REVIEWS } from '../sections/story-fixtures.ts';
import { tutorProfile, tutorProfileCopy } from './tutor-page.ts';

const emma = TUTORS.en.find((tutor) => tutor.slug === 'emma-clarke')!;

describe("a tutor's profile", () => {
  it('groups the weekly lessons by day, each from start to end on the tutor’s own clock, Monday first', () => {
    const week = tutorProfile({ ...emma, weeklySlots: ['sat 10:00', 'mon 19:00', 'mon 18:00'] }, [], 'en').week;
    expect(week).toEqual([
      { day: 'Monday', times: ['18:00–18:50', '19:00–19:50'] },
      { day: 'Saturday', times: ['10:00–10:50'] },
    ]);
  });

  it('shows only that tutor’s reviews, the page’s language first, newest first', () => {
    const reviews = tutorProfile(emma, APPROVED_REVIEWS, 'uk').reviews;
    const own = APPROVED_REVIEWS.filter((review) => review.tutor === 'emma-clarke');
    expect(reviews).toHaveLength(Math.min(own.length, 6));
    expect(reviews.every((review) => own.some((candidate) => candidate.body === review.body))).toBe(true);
    const languages = reviews.map((review) => review.language);
    expect(languages.indexOf('uk') === -1 || languages.indexOf('uk') === 0).toBe(true);
  });

  it('says the experience in each language’s plural, and falls back to the intro without a bio', () => {
    expect(tutorProfile({ ...emma, experienceYears: 1 }, [], 'en').experience).toBe('1 year teaching');
    expect(tutorProfile({ ...emma, experienceYears: 3 }, [], 'uk').experience).toBe('3 роки викладання');
    expect(tutorProfile({ ...emma, experienceYears: null }, [], 'en').experience).toBeNull();
    expect(tutorProfile({ ...emma, bio: null }, [], 'en').bio).toEqual([emma.intro]);
  });

  it('names the page for search results with the site’s name where it fits', () => {
    expect(tutorProfileCopy(emma, 'es').title).toBe('Emma Clarke · clases de inglés | Lingo');
    expect(tutorProfileCopy(emma, 'uk').backHref).toBe('/uk/english-tutors');
  });
});
