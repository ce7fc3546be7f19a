import { isRight, rightAnswer, suggestedLevel, TRY_LESSON } from './try-lesson.ts';

describe('the lesson to try on the site', () => {
  it('takes about two minutes: six steps, four kinds', () => {
    expect(TRY_LESSON).toHaveLength(6);
    expect(new Set(TRY_LESSON.map((step) => step.kind))).toEqual(new Set(['listen', 'meaning', 'build', 'gap']));
  });

  it('is not passed by always choosing the first choice, nor the tiles as they come', () => {
    const firstEach = TRY_LESSON.filter((step) => isRight(step, step.kind === 'build' ? step.tiles : 0));
    expect(firstEach).toEqual([]);
  });

  it('checks a built sentence word by word', () => {
    const tea = TRY_LESSON.find((step) => step.id === 'tea')!;
    expect(isRight(tea, ["I'd", 'like', 'a', 'small', 'tea'])).toBe(true);
    expect(isRight(tea, ["I'd", 'like', 'small', 'a', 'tea'])).toBe(false);
    expect(isRight(tea, ["I'd", 'like', 'a', 'small'])).toBe(false);
    expect(rightAnswer(tea)).toBe("I'd like a small tea.");
  });

  it('names the right answer of every kind', () => {
    expect(TRY_LESSON.map(rightAnswer)).toEqual([
      'Can I have a coffee, please?',
      'Could we have the bill, please?',
      "I'd like a small tea.",
      'How much is it?',
      'Here you are.',
      'Can I pay by card?',
    ]);
  });

  it('suggests where to start, never above A2', () => {
    expect([0, 3, 4, 5, 6].map((correct) => suggestedLevel(correct))).toEqual(['A0', 'A0', 'A1', 'A1', 'A2']);
  });
});
