import { recommendPlan, type Activity, type OnboardingAnswers } from './recommend.ts';

const ANSWERS: OnboardingAnswers = { language: 'english', goal: 'work', level: 'B1', minutes: 20, format: 'app' };
const minutesOf = (day: Activity[]) => day.reduce((sum, activity) => sum + ('minutes' in activity ? activity.minutes : 0), 0);
const kinds = (week: Activity[][]) => week.map((day) => day.map((activity) => activity.kind).join('+'));

describe('recommendPlan', () => {
  it('follows the format the visitor prefers, for English', () => {
    expect(recommendPlan({ ...ANSWERS, format: 'app' }).plan).toBe('app');
    expect(recommendPlan({ ...ANSWERS, format: 'tutor' }).plan).toBe('tutor');
    expect(recommendPlan({ ...ANSWERS, format: 'group' }).plan).toBe('plus');
    expect(recommendPlan({ ...ANSWERS, format: 'club' }).plan).toBe('plus');
    expect(recommendPlan({ ...ANSWERS, format: 'tutor' }).reasons).toEqual(['prefers-tutor']);
  });

  it('offers the app alone for any other language, whatever the format, and says why', () => {
    const spanish = recommendPlan({ ...ANSWERS, language: 'spanish', format: 'tutor', goal: 'exam' });
    expect(spanish.plan).toBe('app');
    expect(spanish.reasons).toEqual(['other-language-in-app']);
    expect(spanish.week.flat().some((activity) => activity.kind === 'tutor-lesson')).toBe(false);
  });

  it('puts a club lover below A2 in group classes first, and says the club starts at A2', () => {
    const beginner = recommendPlan({ ...ANSWERS, format: 'club', level: 'A1' });
    expect(beginner.reasons).toContain('club-from-a2');
    expect(kinds(beginner.week)).toEqual(['app-lesson', 'app-lesson', 'app-lesson+group-class', 'app-lesson', 'app-lesson', 'app-lesson', 'rest']);
    const a2 = recommendPlan({ ...ANSWERS, format: 'club', level: 'A2' });
    expect(a2.reasons).not.toContain('club-from-a2');
    expect(kinds(a2.week)).toEqual(['app-lesson', 'app-lesson+club-session', 'app-lesson', 'app-lesson', 'app-lesson+club-session', 'app-lesson', 'rest']);
    expect(recommendPlan({ ...ANSWERS, format: 'club', level: 'unknown' }).reasons).toEqual(['prefers-club', 'club-from-a2', 'level-unknown']);
  });

  it('suggests tutor lessons for an exam on a plan without them, and the test to a visitor who does not know their level', () => {
    expect(recommendPlan({ ...ANSWERS, goal: 'exam' }).reasons).toEqual(['prefers-app', 'exam-with-tutor']);
    expect(recommendPlan({ ...ANSWERS, goal: 'exam', format: 'tutor' }).reasons).toEqual(['prefers-tutor']);
    expect(recommendPlan({ ...ANSWERS, level: 'unknown' }).reasons).toContain('level-unknown');
    expect(recommendPlan({ ...ANSWERS, level: 'A0' }).reasons).toContain('starting-from-zero');
  });

  it('builds a week of the minutes a day: six days of a short lesson and review or AI practice, one day off', () => {
    const ten = recommendPlan({ ...ANSWERS, minutes: 10 }).week;
    expect(ten.map(minutesOf)).toEqual([10, 10, 10, 10, 10, 10, 0]);
    const sixty = recommendPlan({ ...ANSWERS, minutes: 60 }).week;
    expect(sixty.map(minutesOf)).toEqual([60, 60, 60, 60, 60, 60, 0]);
    // Two AI conversations a week on the App plan (10 a month), three on Plus.
    expect(kinds(sixty)).toEqual(['app-lesson+review', 'app-lesson+ai-practice', 'app-lesson+review', 'app-lesson+ai-practice', 'app-lesson+review', 'app-lesson+review', 'rest']);
    const plus = recommendPlan({ ...ANSWERS, minutes: 30, format: 'group' }).week;
    expect(kinds(plus)).toEqual(['app-lesson+review', 'app-lesson+ai-practice', 'app-lesson+group-class', 'app-lesson+ai-practice', 'app-lesson+review', 'app-lesson+ai-practice', 'rest']);
    const tutor = recommendPlan({ ...ANSWERS, minutes: 60, format: 'tutor' }).week;
    // The tutor lesson takes the place of Monday's review.
    expect(kinds(tutor)[0]).toBe('app-lesson+tutor-lesson');
    expect(minutesOf(tutor[0]!)).toBe(70);
    expect(tutor).toHaveLength(7);
    expect(kinds(tutor)[6]).toBe('rest');
  });
});
