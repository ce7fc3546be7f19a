// The funnels' questions and answers as the pages and the rules read them: which questions each
// funnel asks, the answers each may have, answers read from a link, and the answers the rules take.
// No schema here (the CMS's questions and the API's answers are checked in questions.ts): a funnel's
// first screen carries none of the validator.
import { APP_LANGUAGES, LEVEL_CODES, type LevelCode } from '../constants.ts';
import { DAILY_MINUTES, LEARNING_FORMATS, ONBOARDING_GOALS, type OnboardingAnswers, type OnboardingGoal } from './recommend.ts';

export const FUNNELS = ['onboarding', 'tutoring'] as const;

export type Budget = 'lowest' | 'middle' | 'any';
/** `any`: the page could not ask (its question hidden as broken). */
export type FreeTime = 'mornings' | 'afternoons' | 'evenings' | 'weekends' | 'any';

/** What the tutor onboarding asks, as its rule takes it (tutoring/match.ts). */
export interface TutoringAnswers {
  goal: OnboardingGoal;
  level: LevelCode | 'unknown';
  budget: Budget;
  when: FreeTime;
}

export type Funnel = (typeof FUNNELS)[number];

/** The answers each question may have, by the question's key. */
export const ANSWER_VALUES = {
  language: APP_LANGUAGES,
  goal: ONBOARDING_GOALS,
  level: [...LEVEL_CODES, 'unknown'],
  minutes: DAILY_MINUTES.map(String),
  format: LEARNING_FORMATS,
  /** Relative to the locale's tutors' prices, so it holds in every currency. */
  budget: ['lowest', 'middle', 'any'],
  when: ['mornings', 'afternoons', 'evenings', 'weekends'],
} as const satisfies Record<string, readonly string[]>;
export type QuestionKey = keyof typeof ANSWER_VALUES;

/** The questions each funnel asks (in the CMS's order), each once. */
export const FUNNEL_KEYS: Record<Funnel, readonly QuestionKey[]> = {
  onboarding: ['language', 'goal', 'level', 'minutes', 'format'],
  tutoring: ['goal', 'level', 'budget', 'when'],
};

/** A funnel's answers as they travel (the page's storage, a URL, a stored subscription): value by question key. */
export type FunnelAnswers = Partial<Record<QuestionKey, string>>;

export const isAnswer = (key: string, value: unknown): key is QuestionKey =>
  key in ANSWER_VALUES && typeof value === 'string' && (ANSWER_VALUES[key as QuestionKey] as readonly string[]).includes(value);

/** Only the funnel's own answers, whatever else was kept with them (what a request sends). */
export const funnelAnswersOf = (answers: FunnelAnswers, funnel: Funnel): FunnelAnswers =>
  Object.fromEntries(FUNNEL_KEYS[funnel].flatMap((key) => (answers[key] === undefined ? [] : [[key, answers[key]]])));

/**
 * Answers given in a link, for the funnel's questions (`/funnels/onboarding?level=b1` from the
 * level test's result). Case does not matter; an unknown question or value is ignored.
 */
export function answersFromSearch(search: string, funnel: Funnel): FunnelAnswers {
  const params = new URLSearchParams(search);
  const answers: FunnelAnswers = {};
  for (const key of FUNNEL_KEYS[funnel]) {
    const given = params.get(key)?.trim().toLowerCase();
    const value = (ANSWER_VALUES[key] as readonly string[]).find((allowed) => allowed.toLowerCase() === given);
    if (value) answers[key] = value;
  }
  return answers;
}

/**
 * What the rule assumes for a question the page could not ask (the CMS's copy of it hidden as
 * broken): the most common case, and never a claim about the visitor (level unknown).
 */
export const UNASKED_ONBOARDING_ANSWERS = { language: 'english', goal: 'other', level: 'unknown', minutes: '20', format: 'app' } as const satisfies Required<Pick<FunnelAnswers, keyof OnboardingAnswers>>;

/** The onboarding answers as the rule reads them, or null while one is missing or unknown. */
export function onboardingAnswersOf(answers: FunnelAnswers): OnboardingAnswers | null {
  if (!FUNNEL_KEYS.onboarding.every((key) => isAnswer(key, answers[key]))) return null;
  const { language, goal, level, minutes, format } = answers as Required<FunnelAnswers>;
  return {
    language: language as OnboardingAnswers['language'],
    goal: goal as OnboardingAnswers['goal'],
    level: level as OnboardingAnswers['level'],
    minutes: Number(minutes) as OnboardingAnswers['minutes'],
    format: format as OnboardingAnswers['format'],
  };
}

/** What the tutor match assumes for a question the page could not ask: nothing that narrows the list. */
export const UNASKED_TUTORING_ANSWERS = { goal: 'other', level: 'unknown', budget: 'any', when: 'any' } as const;

/** The tutor onboarding's answers as the match reads them, or null while one is missing or unknown. */
export function tutoringAnswersOf(answers: FunnelAnswers & { when?: string }): TutoringAnswers | null {
  const known = (key: 'goal' | 'level' | 'budget') => isAnswer(key, answers[key]);
  if (!known('goal') || !known('level') || !known('budget')) return null;
  if (!(answers.when === 'any' || isAnswer('when', answers.when))) return null;
  return answers as TutoringAnswers;
}
