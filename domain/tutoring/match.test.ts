import enTutors from '../../content/tutors.en.json';
import reviews from '../../content/reviews.json';
import { ratingOf } from '../content/rating.ts';
import * as v from 'valibot';
import { TutorSchema, type PricedTutor } from '../content/collections.ts';
import { localRates } from '../pricing/markets.ts';
import { budgetCeiling, matchTutors, suitsTime } from './match.ts';
import type { TutoringAnswers } from '../onboarding/answers.ts';

const tutors: PricedTutor[] = enTutors.map((entry, index) => {
  const tutor = v.parse(TutorSchema, { id: index + 1, documentId: entry.slug, locale: 'en', ...entry });
  return { ...tutor, prices: localRates(tutor.pricePerHour, null), ...ratingOf(tutor.slug, reviews) };
});
// Tuesday 24 November 2026, 08:00 UTC; the visitor in Kyiv (UTC+2).
const now = Date.parse('2026-11-24T08:00:00Z');
const kyiv = { now, timeZone: 'Europe/Kyiv' };
const tutor = (fields: Partial<PricedTutor>): PricedTutor => ({ ...tutors[0]!, ...fields });

describe('matchTutors', () => {
  it('keeps every seeded tutor bookable', () => {
    expect(tutors).toHaveLength(24);
    expect(tutors.every((entry) => entry.timeZone && entry.weeklySlots && entry.weeklySlots.length > 0)).toBe(true);
  });

  it('puts tutors of the goal first, then of the level, then by rating, and says why', () => {
    const matches = matchTutors(tutors, { goal: 'work', level: 'A1', budget: 'any', when: 'evenings' }, kyiv);
    expect(matches).toHaveLength(3);
    expect(matches.map((match) => match.tutor.specialties.some((specialty) => specialty === 'business' || specialty === 'interview'))).toEqual([true, true, true]);
    expect(matches[0]!.reasons).toEqual(['goal', 'when']);
    // Every lesson offered is in the visitor's evening, on their clock.
    expect(matches.flatMap((match) => match.slots).every((slot) => suitsTime(slot, 'evenings', 'Europe/Kyiv'))).toBe(true);
    const beginners = matchTutors(tutors, { goal: 'other', level: 'A0', budget: 'any', when: 'mornings' }, kyiv);
    expect(beginners[0]!.reasons).toEqual(['beginners', 'when']);
    // Among tutors who fit as well, the best rated (their reviews' mean) first.
    const ratings = beginners.filter((match) => match.reasons[0] === 'beginners').map((match) => match.tutor.rating ?? 0);
    expect(ratings).toEqual(ratings.toSorted((a, b) => b - a));
    const advanced = matchTutors(tutors, { goal: 'other', level: 'C2', budget: 'any', when: 'any' }, kyiv);
    expect(advanced.map((match) => match.reasons[0])).toEqual(['advanced', 'advanced', 'advanced']);
    expect(advanced.every((match) => match.tutor.specialties.some((specialty) => specialty === 'writing' || specialty === 'literature'))).toBe(true);
  });

  it('holds to the budget: the cheapest third, or two thirds, of the locale’s tutors', () => {
    const prices = tutors.map((entry) => entry.pricePerHour).sort((a, b) => a - b);
    expect(budgetCeiling(tutors, 'lowest')).toBe(prices[7]);
    expect(budgetCeiling(tutors, 'middle')).toBe(prices[15]);
    expect(budgetCeiling(tutors, 'any')).toBe(Number.POSITIVE_INFINITY);
    const cheap = matchTutors(tutors, { goal: 'conversation', level: 'B1', budget: 'lowest', when: 'weekends' }, kyiv);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((match) => match.tutor.pricePerHour <= prices[7]! && match.reasons.includes('budget'))).toBe(true);
  });

  it('takes weekends as Saturday and Sunday in the daytime', () => {
    expect(suitsTime(Date.parse('2026-11-28T08:00:00Z'), 'weekends', 'Europe/Kyiv')).toBe(true);
    expect(suitsTime(Date.parse('2026-11-28T01:30:00Z'), 'weekends', 'Europe/Kyiv')).toBe(false);
    expect(suitsTime(Date.parse('2026-11-27T10:00:00Z'), 'weekends', 'Europe/Kyiv')).toBe(false);
  });

  it('reads the visitor’s times on the visitor’s clock', () => {
    const london = tutor({ slug: 'evening-in-london', timeZone: 'Europe/London', weeklySlots: ['wed 19:00'] });
    const answers: TutoringAnswers = { goal: 'other', level: 'B1', budget: 'any', when: 'evenings' };
    // 19:00 in London is 21:00 in Kyiv (an evening) and 04:00 the next day in Tokyo (not one).
    expect(matchTutors([london], answers, kyiv).map((match) => match.slots)).toEqual([[Date.parse('2026-11-25T19:00:00Z')]]);
    expect(matchTutors([london], answers, { now, timeZone: 'Asia/Tokyo' })).toEqual([]);
  });

  it('finds no one when nobody is free at those times within the budget, and skips tutors without times', () => {
    expect(matchTutors([tutor({ weeklySlots: ['mon 03:00'], timeZone: 'UTC' })], { goal: 'work', level: 'B1', budget: 'any', when: 'evenings' }, kyiv)).toEqual([]);
    expect(matchTutors([tutor({ weeklySlots: null, timeZone: null })], { goal: 'work', level: 'B1', budget: 'any', when: 'evenings' }, kyiv)).toEqual([]);
  });
});
