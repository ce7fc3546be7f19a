// The tutor onboarding's decision (issue 25): from the visitor's goal, level, budget and free
// times, which tutors to show first and why each fits. The rule, in words:
// 1. Budget and time are firm: a tutor is shown only within the budget (the cheapest third of the
//    locale's tutors for "lowest", the cheaper two thirds for "middle") and with at least one lesson
//    in the next 7 days at a time the visitor said suits them, on the visitor's own clock.
// 2. Among those, tutors whose specialties fit the goal come first, then those that fit the level,
//    then by rating: the best three are shown, each with the reasons that hold for them.
import { LEVEL_CODES, type LevelCode } from '../constants.ts';
import type { PricedTutor, TutorSpecialty } from '../content/collections.ts';
import type { Budget, FreeTime, TutoringAnswers } from '../onboarding/answers.ts';
import type { OnboardingGoal } from '../onboarding/recommend.ts';
import { upcomingSlots, wallClock } from './slots.ts';



/** Why a tutor fits: their specialties serve the goal, or the level (a beginner's, an advanced learner's); within budget; free then. */
export type MatchReason = 'goal' | 'beginners' | 'advanced' | 'budget' | 'when';

/** What the match and its cards read of a tutor: all a funnel's page carries of each. */
export type MatchableTutor = Pick<PricedTutor, 'slug' | 'name' | 'portrait' | 'country' | 'pricePerHour' | 'prices' | 'intro' | 'specialties' | 'rating' | 'reviewCount' | 'order' | 'timeZone' | 'weeklySlots'>;

export const matchable = ({ slug, name, portrait, country, pricePerHour, prices, intro, specialties, rating, reviewCount, order, timeZone, weeklySlots }: PricedTutor): MatchableTutor => ({
  slug,
  name,
  portrait,
  country,
  pricePerHour,
  prices,
  intro,
  specialties,
  rating,
  reviewCount,
  order,
  timeZone,
  weeklySlots,
});

export interface TutorMatch {
  tutor: MatchableTutor;
  reasons: MatchReason[];
  /** The lessons in the next 7 days at the visitor's times, earliest first (UTC milliseconds). */
  slots: number[];
}

/** How many tutors the visitor is shown. */
export const MATCHES_SHOWN = 3;
const LOOK_AHEAD_DAYS = 7;

/** The specialties that serve each goal ("other": none in particular). */
export const GOAL_SPECIALTIES: Record<OnboardingGoal, readonly TutorSpecialty[]> = {
  work: ['business', 'interview'],
  travel: ['travel', 'conversation'],
  exam: ['exams'],
  conversation: ['conversation', 'pronunciation'],
  other: [],
};

/** Beginners want a tutor used to them; advanced learners one who works on writing and literature; the rest anyone. */
export function levelNeed(level: LevelCode | 'unknown'): { reason: 'beginners' | 'advanced'; specialties: readonly TutorSpecialty[] } | null {
  if (level === 'A0' || level === 'A1') return { reason: 'beginners', specialties: ['beginners'] };
  if (level !== 'unknown' && LEVEL_CODES.indexOf(level) >= LEVEL_CODES.indexOf('C1')) return { reason: 'advanced', specialties: ['writing', 'literature'] };
  return null;
}

/** Hours of the visitor's day each answer means: from, to (exclusive); weekends are Saturday and Sunday, in the daytime. */
const HOURS: Record<Exclude<FreeTime, 'any'>, readonly [number, number]> = { mornings: [6, 12], afternoons: [12, 17], evenings: [17, 23], weekends: [8, 22] };

export function suitsTime(instant: number, when: FreeTime, timeZone: string): boolean {
  if (when === 'any') return true;
  const clock = wallClock(instant, timeZone);
  if (when === 'weekends' && clock.weekday < 5) return false;
  const [from, to] = HOURS[when];
  return clock.hour >= from && clock.hour < to;
}

/** The highest price per hour within the budget, among these tutors' prices. */
export function budgetCeiling(tutors: readonly MatchableTutor[], budget: Budget): number {
  const prices = tutors.map((tutor) => tutor.pricePerHour).sort((a, b) => a - b);
  if (budget === 'any' || prices.length === 0) return Number.POSITIVE_INFINITY;
  const share = budget === 'lowest' ? 1 / 3 : 2 / 3;
  return prices[Math.max(Math.ceil(prices.length * share) - 1, 0)]!;
}

/** The tutors to show for these answers, best first, with why; empty when none is free within the budget. */
export function matchTutors(tutors: readonly MatchableTutor[], answers: TutoringAnswers, { now, timeZone }: { now: number; timeZone: string }): TutorMatch[] {
  const ceiling = budgetCeiling(tutors, answers.budget);
  const fits = (tutor: MatchableTutor, specialties: readonly TutorSpecialty[]) => specialties.some((specialty) => tutor.specialties.includes(specialty));
  const matches = tutors.flatMap((tutor): Array<TutorMatch & { score: number }> => {
    if (tutor.pricePerHour > ceiling || !tutor.timeZone || !tutor.weeklySlots) return [];
    const slots = upcomingSlots(tutor.weeklySlots, tutor.timeZone, now, LOOK_AHEAD_DAYS).filter((slot) => suitsTime(slot, answers.when, timeZone));
    if (slots.length === 0) return [];
    const goal = fits(tutor, GOAL_SPECIALTIES[answers.goal]);
    const need = levelNeed(answers.level);
    const level = need !== null && fits(tutor, need.specialties);
    const reasons: MatchReason[] = [...(goal ? ['goal' as const] : []), ...(level ? [need.reason] : []), ...(answers.budget === 'any' ? [] : ['budget' as const]), 'when'];
    return [{ tutor, reasons, slots, score: (goal ? 2 : 0) + (level ? 1 : 0) }];
  });
  return matches
    .sort((a, b) => b.score - a.score || (b.tutor.rating ?? 0) - (a.tutor.rating ?? 0) || (a.tutor.order ?? 0) - (b.tutor.order ?? 0))
    .slice(0, MATCHES_SHOWN)
    .map(({ tutor, reasons, slots }) => ({ tutor, reasons, slots }));
}
