// The onboarding funnel's decision (issue 25): from the visitor's answers, which plan to take and
// why, and what its first week looks like. The questions' wording and order are the CMS's; what
// each answer means is here, as data the rule reads, so the rule is one function and its tests.
//
// The rule, in words:
// 1. Only the app teaches languages other than English (tutors, classes and the club are in
//    English): for any other language, the App plan.
// 2. Otherwise the format the visitor prefers decides: a tutor → Tutor; group classes or the
//    conversation club → Plus; the app alone → App.
// 3. The week follows the minutes a day, six days of seven and a day off: an app lesson (20
//    minutes at most: lessons are short by design), the rest of the time in review or, two days a
//    week (three with Plus or Tutor, where it is unlimited), AI practice; then the plan's live
//    sessions (a tutor lesson, a group class, or two club sessions), each in place of that day's
//    review or practice.
import { LEVEL_CODES, type AppLanguage, type LevelCode } from '../constants.ts';

export const ONBOARDING_GOALS = ['work', 'travel', 'exam', 'conversation', 'other'] as const;
export type OnboardingGoal = (typeof ONBOARDING_GOALS)[number];
export const DAILY_MINUTES = [10, 20, 30, 60] as const;
export type DailyMinutes = (typeof DAILY_MINUTES)[number];
export const LEARNING_FORMATS = ['app', 'tutor', 'group', 'club'] as const;
export type LearningFormat = (typeof LEARNING_FORMATS)[number];
export type PlanSlug = 'app' | 'plus' | 'tutor';

export interface OnboardingAnswers {
  language: AppLanguage;
  goal: OnboardingGoal;
  /** "unknown": the visitor chose to take the level test. */
  level: LevelCode | 'unknown';
  minutes: DailyMinutes;
  format: LearningFormat;
}

/** Why the plan fits, each a sentence the page writes in its language. */
export type RecommendationReason =
  | 'other-language-in-app'
  | 'prefers-tutor'
  | 'prefers-group'
  | 'prefers-club'
  | 'prefers-app'
  | 'club-from-a2'
  | 'exam-with-tutor'
  | 'level-unknown'
  | 'starting-from-zero';

export type Activity =
  | { kind: 'app-lesson'; minutes: number }
  | { kind: 'review'; minutes: number }
  | { kind: 'ai-practice'; minutes: number }
  | { kind: 'group-class'; minutes: 60 }
  | { kind: 'club-session'; minutes: 45 }
  | { kind: 'tutor-lesson'; minutes: 50 }
  | { kind: 'rest' };

export interface Recommendation {
  plan: PlanSlug;
  reasons: RecommendationReason[];
  /** Seven days, Monday first: what each holds. */
  week: Activity[][];
}

/** The conversation club's sessions start at A2 (the Class sessions collection has none lower). */
export const CLUB_FROM: LevelCode = 'A2';
/** An app lesson is short by design: more time a day goes to review and practice, not longer lessons. */
const MAX_APP_LESSON_MINUTES = 20;
/** The App plan has 10 AI conversations a month: two a week. Plus and Tutor have them unlimited. */
const AI_PRACTICE_DAYS: Record<PlanSlug, readonly number[]> = { app: [1, 3], plus: [1, 3, 5], tutor: [1, 3, 5] };

const atLeast = (level: LevelCode | 'unknown', floor: LevelCode) => level !== 'unknown' && LEVEL_CODES.indexOf(level) >= LEVEL_CODES.indexOf(floor);

function planFor({ language, format }: OnboardingAnswers): PlanSlug {
  if (language !== 'english') return 'app';
  if (format === 'tutor') return 'tutor';
  if (format === 'group' || format === 'club') return 'plus';
  return 'app';
}

function reasonsFor(answers: OnboardingAnswers, plan: PlanSlug): RecommendationReason[] {
  const reasons: RecommendationReason[] = [];
  if (answers.language !== 'english') reasons.push('other-language-in-app');
  else reasons.push(`prefers-${answers.format}`);
  if (plan === 'plus' && answers.format === 'club' && !atLeast(answers.level, CLUB_FROM)) reasons.push('club-from-a2');
  if (answers.goal === 'exam' && plan !== 'tutor' && answers.language === 'english') reasons.push('exam-with-tutor');
  if (answers.level === 'unknown') reasons.push('level-unknown');
  if (answers.level === 'A0') reasons.push('starting-from-zero');
  return reasons;
}

function weekFor(answers: OnboardingAnswers, plan: PlanSlug): Activity[][] {
  const lessonMinutes = Math.min(answers.minutes, MAX_APP_LESSON_MINUTES);
  const rest = answers.minutes - lessonMinutes;
  const week: Activity[][] = Array.from({ length: 7 }, (_, day): Activity[] => {
    if (day === 6) return [{ kind: 'rest' }];
    const lesson: Activity = { kind: 'app-lesson', minutes: lessonMinutes };
    if (rest === 0) return [lesson];
    return [lesson, AI_PRACTICE_DAYS[plan].includes(day) ? { kind: 'ai-practice', minutes: rest } : { kind: 'review', minutes: rest }];
  });
  // A live session takes the place of that day's review or practice: the lesson stays.
  const add = (day: number, activity: Activity) => (week[day] = [week[day]![0]!, activity]);
  if (plan === 'tutor') add(0, { kind: 'tutor-lesson', minutes: 50 });
  if (plan === 'plus') {
    const club = answers.format === 'club' && atLeast(answers.level, CLUB_FROM);
    if (club) for (const day of [1, 4]) add(day, { kind: 'club-session', minutes: 45 });
    else add(2, { kind: 'group-class', minutes: 60 });
  }
  return week;
}

/** The plan for these answers, why, and a first week of it. */
export function recommendPlan(answers: OnboardingAnswers): Recommendation {
  const plan = planFor(answers);
  return { plan, reasons: reasonsFor(answers, plan), week: weekFor(answers, plan) };
}
