// The shipped data (data/words/), read as the server reads it: what the pages of well-known words say.
import { spawnSync } from 'node:child_process';
import { readConfusingWords, readWords } from './load.ts';
import { wordRoute } from './paths.ts';
import { pronunciationOf } from './pronunciation.ts';
import { FORMS_BY_MEANING } from './verb-forms.ts';
import { antonymsOf, partsOfSpeech, synonymsOf, TEACHERS_SYNONYMS, TOOLS, WORD_TOOLS } from './words.ts';

const words = readWords();

describe('the shipped word data', () => {
  it('knows an irregular verb, a regular one that doubles, and one whose forms vary', () => {
    expect(words.entry('swim')!.verb).toEqual({ past: ['swam'], participle: ['swum'], irregular: true });
    expect(words.entry('go')!.verb).toEqual({ past: ['went'], participle: ['gone'], irregular: true });
    expect(words.entry('stop')!.verb).toEqual({ past: ['stopped'], participle: ['stopped'], irregular: false });
    expect(words.entry('dream')!.verb).toEqual({ past: ['dreamed', 'dreamt'], participle: ['dreamed', 'dreamt'], irregular: true });
  });

  it('has, for a verb whose forms depend on its meaning, each meaning’s forms among its own', () => {
    for (const [verb, meanings] of Object.entries(FORMS_BY_MEANING)) {
      const forms = words.entry(verb)!.verb!;
      for (const { past, participle } of meanings) expect([forms.past.includes(past), forms.participle.includes(participle)], `${verb}: ${past}, ${participle}`).toEqual([true, true]);
    }
  });

  it('ranks opposites by the meanings that have them and by use: poor → rich before fortunate (the first meaning’s)', () => {
    const frequency = (word: string) => words.frequency(word);
    expect(words.entry('poor')!.senses.find((sense) => sense.antonyms.length > 0)!.antonyms).toEqual(['fortunate']);
    expect(antonymsOf(words.entry('poor')!, frequency).slice(0, 2)).toEqual(['rich', 'fortunate']);
    expect(antonymsOf(words.entry('early')!, frequency).slice(0, 2)).toEqual(['late', 'middle']);
  });

  it('has each of a teacher’s synonyms on the word’s page, or lists the word among its own (unhappy lists sad)', () => {
    for (const [word, picks] of Object.entries(TEACHERS_SYNONYMS)) {
      const own = synonymsOf(words.entry(word)!);
      for (const pick of picks) expect(own.includes(pick) || synonymsOf(words.entry(pick)!).includes(word), `${word}: ${pick}`).toBe(true);
    }
  });

  it('knows how a word is said', () => {
    const colonel = pronunciationOf(words.entry('colonel')!.arpabet)!;
    expect([colonel.ipa, colonel.respelling]).toEqual(['ˈkɝ.nəl', 'KUR-nuhl']);
    expect(pronunciationOf(words.entry('pronunciation')!.arpabet)!.syllables).toHaveLength(5);
  });

  it('knows synonyms and antonyms by meaning, and parts of speech', () => {
    expect(synonymsOf(words.entry('happy')!)).toContain('glad');
    const frequency = (word: string) => words.frequency(word);
    expect(antonymsOf(words.entry('happy')!, frequency)).toContain('unhappy');
    expect(antonymsOf(words.entry('brave')!, frequency)).toContain('cowardly');
    // A quotation's author is set apart from it, never run into the definition.
    const brave = words.entry('brave')!.senses[0]!;
    expect(brave.gloss).toBe('possessing or displaying courage; able to face and deal with danger or fear without flinching');
    expect(brave.examples[0]).toBe('Familiarity with danger makes a brave man braver but less daring — Herman Melville');
    expect(partsOfSpeech(words.entry('fast')!)).toEqual(expect.arrayContaining(['a', 'r', 'v', 'n']));
    expect(partsOfSpeech(words.entry('the')!)).toEqual(['determiner']);
  });

  // What a teacher checks first (issue 64): a meaning's own words first, then those used in that
  // meaning (SemCor), then the commonest (SUBTLEX-US), with WordNet's "see also" for adjectives: the
  // literary ones after the words a learner would use.
  it.each([
    ['happy', ['glad', 'cheerful', 'contented'], 5, ['riant', 'halcyon']],
    ['brave', ['courageous', 'bold', 'valiant'], 3, ['game', 'gallant']],
    ['big', ['large', 'great', 'huge', 'enormous'], 8, ['king-size']],
    ['small', ['little', 'tiny'], 3, ['wee']],
    ['fast', ['quick', 'rapid', 'swift'], 5, ['double-quick']],
    ['beautiful', ['pretty', 'lovely', 'handsome', 'attractive'], 8, ['bonnie']],
    ['easy', ['simple', 'effortless'], 5, ['hands-down']],
    ['hard', ['difficult', 'tough', 'demanding', 'challenging'], 6, []],
    ['smart', ['clever', 'intelligent'], 4, ['astute']],
    ['angry', ['mad', 'furious'], 4, ['irate']],
  ])('%s: %j among the first %i, before %j', (word, common, within, later) => {
    const list = synonymsOf(words.entry(word)!);
    const first = list.slice(0, within);
    expect(first).toEqual(expect.arrayContaining(common));
    for (const rare of later) expect(list.indexOf(rare), rare).toBeGreaterThan(Math.max(...common.map((other) => list.indexOf(other))));
  });

  it('leaves slurs and vulgarities out of every page and every list', () => {
    for (const word of ['nigger', 'faggot', 'cunt', 'fuck']) {
      expect(words.entry(word), word).toBeNull();
      for (const tool of WORD_TOOLS) expect(words.startingWith(tool, word, 50)).not.toContain(word);
    }
    // Neutral words whose WordNet synsets hold slurs never show them.
    for (const word of ['gay', 'woman', 'prostitute']) expect(synonymsOf(words.entry(word)!).join(' '), word).not.toMatch(/\b(faggot|fag|bitch|whore|slut)\b/);
  });

  it('has a page per tool for tens of thousands of words, and lists the useful ones', () => {
    const counts = Object.fromEntries(WORD_TOOLS.map((tool) => [tool, [words.wordsOf(tool, { indexable: false }).length, words.wordsOf(tool, { indexable: true }).length]]));
    expect(counts['past-tense-of']![0]).toBeGreaterThan(8_000);
    expect(counts['how-to-pronounce']![0]).toBeGreaterThan(30_000);
    expect(counts['synonyms-of']![0]).toBeGreaterThan(40_000);
    expect(counts['what-part-of-speech']![0]).toBeGreaterThan(60_000);
    for (const tool of WORD_TOOLS) expect(counts[tool]![1], tool).toBeLessThanOrEqual(50_000);
    expect(TOOLS['past-tense-of'].indexable(words.facts('swim')!)).toBe(true);
  });

  it('routes the curated sets of confusing words', () => {
    const confusing = readConfusingWords();
    expect(confusing.length).toBeGreaterThanOrEqual(30);
    expect(wordRoute('/confusing-words/affect-vs-effect', words, confusing)).toEqual({ kind: 'page', tool: 'confusing-words', word: 'affect-vs-effect' });
    for (const set of confusing) {
      expect(set.words.length, set.slug).toBe(set.examples.length);
      for (const locale of ['en', 'es', 'pt', 'uk'] as const) expect(set.usage[locale], `${set.slug} ${locale}`).toHaveLength(set.words.length);
      expect(set.words, set.slug).toContain(set.quiz.answer);
    }
  });

  it('is what scripts/build-words.mjs makes of the pinned packages', () => {
    const check = spawnSync('node', ['scripts/build-words.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr + check.stdout).toContain('up to date');
    expect(check.status).toBe(0);
  }, 60_000);
});
