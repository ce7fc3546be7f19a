import { describe, expect, it } from 'vitest';
import { readWords } from './load.ts';
import { answersIn, asksPractice, practiceOf, practiceSearch, scorePractice, type Choice, type Question } from './practice.ts';
import type { WordTool } from './words.ts';

const words = readWords();
const practice = (tool: WordTool, word: string) => practiceOf(tool, words.entry(word)!, words);
const shown = (choice: Choice) => ('text' in choice ? choice.text : 'name' in choice ? choice.name : String(choice.count));
/** A question as a teacher reads it: what it asks, the right choice, the wrong ones. */
const read = (question: Question) => ({
  kind: question.kind,
  right: shown(question.choices[question.answer]!),
  wrong: question.choices.filter((_, index) => index !== question.answer).map(shown),
});

describe('the practice under a word page', () => {
  it('asks the past simple, the participle and whether the verb is regular, with the forms learners confuse as the wrong choices', () => {
    const [past, participle, regular] = practice('past-tense-of', 'swim').map(read);
    expect(past).toEqual({ kind: 'past', right: 'swam', wrong: expect.arrayContaining(['swum', 'swimmed', 'swim']) });
    expect(participle).toEqual({ kind: 'participle', right: 'swum', wrong: expect.arrayContaining(['swam', 'swimmed']) });
    expect(read(practice('past-tense-of', 'stop')[0]!).wrong).toContain('stoped');
    expect(regular).toEqual({ kind: 'regular', right: 'irregular', wrong: ['regular'] });
    expect(read(practice('past-tense-of', 'walk')[2]!).right).toBe('regular');
  });

  it('asks how many syllables, which one is stressed and what rhymes, with the numbers in order', () => {
    const [syllables, stress, rhyme] = practice('how-to-pronounce', 'colonel');
    expect(syllables!.choices).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }, { count: 4 }]);
    expect(read(syllables!).right).toBe('2');
    expect(stress!.choices).toEqual([{ text: 'KUR-nuhl' }, { text: 'kur-NUHL' }]);
    expect(read(stress!).right).toBe('KUR-nuhl');
    expect(words.rhymes('colonel', 500)).toContain(read(rhyme!).right);
    expect(read(rhyme!).wrong.some((word) => words.rhymes('colonel', 500).includes(word))).toBe(false);
  });

  it('never asks for a rhyme that holds the word: its sound in IPA instead', () => {
    // Its only rhyme in the data is "uncomfortable".
    expect(practice('how-to-pronounce', 'comfortable').map((question) => question.kind)).toEqual(['syllables', 'stress', 'ipa']);
  });

  it('asks a meaning’s other word among everyday words that are none of the word’s, and which word is not one', () => {
    const [first, , notOne] = practice('synonyms-of', 'happy').map(read);
    expect(first).toEqual({ kind: 'synonym', right: 'glad', wrong: expect.any(Array) });
    const related = words.entry('happy')!.senses.flatMap((sense) => [...sense.synonyms, ...sense.antonyms]);
    expect(first!.wrong.some((word) => related.includes(word))).toBe(false);
    expect(notOne!.kind).toBe('notSynonym');
    expect(related).not.toContain(notOne!.right);
    expect(notOne!.wrong.every((word) => related.includes(word))).toBe(true);
  });

  it('asks the opposite with a word of the same meaning among the wrong choices, then the other way round', () => {
    const [opposite, , otherWay] = practice('antonyms-of', 'brave').map(read);
    expect(opposite).toEqual({ kind: 'antonym', right: 'cowardly', wrong: expect.arrayContaining(['courageous']) });
    expect(otherWay).toEqual({ kind: 'oppositeOf', right: 'brave', wrong: expect.any(Array) });
  });

  it('asks what the word is in sentences that use it, one per part of speech', () => {
    const asked = practice('what-part-of-speech', 'fast');
    expect(asked.map((question) => [question.about, read(question).right])).toEqual([
      ['fast film', 'a'],
      ['how fast can he get here?', 'r'],
      ['Catholics sometimes fast during Lent', 'v'],
    ]);
    // A function word has no sentences in the data: no practice rather than a thin one.
    expect(practice('what-part-of-speech', 'the')).toEqual([]);
  });

  it('asks the same questions in the same order every time, each with its right choice once', () => {
    const samples: Array<[WordTool, string]> = [['past-tense-of', 'go'], ['how-to-pronounce', 'queue'], ['synonyms-of', 'big'], ['antonyms-of', 'hot'], ['what-part-of-speech', 'light']];
    for (const [tool, word] of samples) {
      const asked = practice(tool, word);
      expect(asked.length, `${tool}/${word}`).toBeGreaterThan(0);
      expect(practice(tool, word)).toEqual(asked);
      for (const question of asked) {
        const keys = question.choices.map((choice) => JSON.stringify(choice));
        expect(new Set(keys).size, `${tool}/${word} ${question.kind}`).toBe(keys.length);
        expect(question.choices.length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('the practice’s answers in the URL', () => {
  const asked = practice('past-tense-of', 'swim');

  it('reads each question’s choice, leaves out what is no choice, and spells a query one way', () => {
    expect(answersIn(new URLSearchParams('a1=1&a2=0&a3=1'))).toEqual([1, 0, 1]);
    expect(answersIn(new URLSearchParams('a1=12&a2=x&a3=1'))).toEqual([null, null, 1]);
    // A choice the question does not have (the regular/irregular question has two) is no answer once scored.
    expect(scorePractice(asked, answersIn(new URLSearchParams('a3=2'))!).marks[2]).toEqual({ chosen: null, right: false });
    expect(answersIn(new URLSearchParams('utm_source=x'))).toBeNull();
    expect(asksPractice(new URLSearchParams('a2=1'))).toBe(true);
    expect(asksPractice(new URLSearchParams('q=run'))).toBe(false);
    expect(practiceSearch(new URLSearchParams('utm=1&a3=1&a1=0'))).toBe('a1=0&a3=1');
    expect(practiceSearch(new URLSearchParams('a1=%20&a2=12'))).toBe('');
  });

  it('scores on the server: right, wrong and unanswered', () => {
    const right = asked.map((question) => question.answer);
    expect(scorePractice(asked, right)).toEqual({ correct: 3, total: 3, marks: right.map((chosen) => ({ chosen, right: true })) });
    const score = scorePractice(asked, [right[0]!, null, (right[2]! + 1) % 2]);
    expect([score.correct, score.marks.map((mark) => mark.right)]).toEqual([1, [true, false, false]]);
  });
});
