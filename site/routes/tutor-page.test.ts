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

  it('lists every one of that tutor’s reviews, the page’s language first, newest first, and how many give each number of stars', () => {
    const profile = tutorProfile(emma, APPROVED_REVIEWS, 'uk');
    const own = APPROVED_REVIEWS.filter((review) => review.tutor === 'emma-clarke');
    expect(profile.reviews).toHaveLength(own.length);
    expect(profile.reviews.every((review) => own.some((candidate) => candidate.body === review.body))).toBe(true);
    const languages = profile.reviews.map((review) => review.language);
    expect(languages.slice(0, languages.filter((language) => language === 'uk').length).every((language) => language === 'uk')).toBe(true);
    expect(profile.byStars.map(({ stars, count }) => [stars, count])).toEqual([5, 4, 3, 2, 1].map((stars) => [stars, own.filter((review) => review.rating === stars).length]));
    // The rating above them is theirs: the mean of these stars, and this many.
    expect(profile.rating?.value).toBe((own.reduce((sum, review) => sum + review.rating, 0) / own.length).toFixed(1));
    expect(profile.rating?.reviews).toBe(`${own.length} відгуків`);
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
