import { describe, expect, it } from 'vitest';
import { TEST_CONFUSING, TEST_WORDS_FILE as FILE } from './test-words.ts';
import { searchTarget, wordRoute } from './paths.ts';
import { finalSound, pronunciationOf } from './pronunciation.ts';
import { edSound, guessedRegularPast, presentParticiple, thirdPerson, verbMistakes } from './verb-forms.ts';
import { editDistance, indexableIn, TOOLS, wordsFrom } from './words.ts';

const words = wordsFrom(FILE);
const CONFUSING = TEST_CONFUSING;

describe('a word as the pages show it', () => {
  it('reads a word: its senses with their other words, its verb forms', () => {
    const swim = words.entry('swim')!;
    expect(swim.verb).toEqual({ past: ['swam'], participle: ['swum'], irregular: true });
    expect(words.entry('happy')!.senses.map((sense) => sense.synonyms)).toEqual([['glad'], ['felicitous']]);
    expect(words.entry('the')!.functionPos).toEqual(['determiner']);
    expect(words.entry('nope')).toBeNull();
  });

  it('gives each tool the words it has a page for, and lists only the ones worth a search engine', () => {
    expect(words.wordsOf('past-tense-of', { indexable: false })).toEqual(['begin', 'halt', 'run', 'stop', 'swim']);
    // halt is rare and regular: a page, but noindex and out of the sitemap.
    expect(words.wordsOf('past-tense-of', { indexable: true })).toEqual(['begin', 'run', 'stop', 'swim']);
    expect(words.wordsOf('antonyms-of', { indexable: false })).toEqual(['fast', 'happy']);
    expect(TOOLS['synonyms-of'].indexable(words.facts('glad')!)).toBe(false); // one synonym only
    expect(TOOLS['how-to-pronounce'].indexable(words.facts('the')!)).toBe(true);
  });

  it('offers search engines a tool’s pages in another locale only where their main content is in its language', () => {
    const swim = words.facts('swim')!;
    // The forms, the answer and the mistakes are written in every locale.
    for (const locale of ['en', 'es', 'pt', 'uk'] as const) expect(indexableIn('past-tense-of', swim, locale), locale).toBe(true);
    // Synonyms, antonyms and parts of speech are WordNet's English definitions and examples: English only.
    const fast = words.facts('fast')!;
    expect(['en', 'es', 'pt', 'uk'].map((locale) => indexableIn('what-part-of-speech', fast, locale as 'en'))).toEqual([true, false, false, false]);
    expect(indexableIn('antonyms-of', words.facts('happy')!, 'uk')).toBe(false);
    // A page too thin for English is not listed in any locale.
    expect(indexableIn('past-tense-of', words.facts('halt')!, 'uk')).toBe(false);
  });

  it('suggests words by their start, the most frequent first, and near a misspelling', () => {
    expect(words.startingWith('past-tense-of', 's', 5)).toEqual(['stop', 'swim']);
    // The nearest first: happy is one edit away, halt two.
    expect(words.near('synonyms-of', 'hapy', 3)).toEqual(['happy', 'halt']);
    expect(words.near('past-tense-of', 'sotp', 3)).toEqual(['stop']);
    expect(words.near('past-tense-of', 'zzzzzz', 3)).toEqual([]);
  });

  it('links irregular verbs that change the same way', () => {
    const file = structuredClone(FILE);
    file.words.sing = [5, 'S IH1 NG', [], [['sang'], ['sung'], 1], []];
    file.words.ring = [5, 'R IH1 NG', [], [['rang'], ['rung'], 1], []];
    // i>a>u, the most frequent first.
    expect(wordsFrom(file).sameChange('sing', 5)).toEqual(['begin', 'swim', 'ring']);
    expect(wordsFrom(file).sameChange('stop', 5)).toEqual([]);
  });
});

describe('the paths of the word tools', () => {
  const route = (path: string) => wordRoute(path, words, CONFUSING);

  it('serves a word at its own URL, and sends forms and capitals there', () => {
    expect(route('/past-tense-of/swim')).toEqual({ kind: 'page', tool: 'past-tense-of', word: 'swim' });
    expect(route('/past-tense-of/Swim')).toEqual({ kind: 'redirect', to: '/past-tense-of/swim' });
    expect(route('/past-tense-of/ran')).toEqual({ kind: 'redirect', to: '/past-tense-of/run' });
    expect(route('/synonyms-of/HAPPY')).toEqual({ kind: 'redirect', to: '/synonyms-of/happy' });
    expect(route('/confusing-words/effect-vs-affect')).toEqual({ kind: 'redirect', to: '/confusing-words/affect-vs-effect' });
  });

  it('answers a word it has no page for with its 404 and suggestions, anything else with the plain 404', () => {
    expect(route('/past-tense-of/swimm')).toEqual({ kind: 'missing', tool: 'past-tense-of', word: 'swimm' });
    // happy is no verb: no past tense page.
    expect(route('/past-tense-of/happy')).toEqual({ kind: 'missing', tool: 'past-tense-of', word: 'happy' });
    for (const odd of ['/past-tense-of/sw%C3%AFm', '/past-tense-of/swim.php', '/past-tense-of/a b', `/past-tense-of/${'a'.repeat(300)}`, '/past-tense-of/swim/more', '/past-tense-of/', "/past-tense-of/swim'"]) {
      expect(route(odd), odd).toEqual({ kind: 'invalid' });
    }
    expect(route('/past-tense-of')).toBeNull();
    expect(route('/faq')).toBeNull();
  });

  it('lands a search on the word, its base form, or its 404', () => {
    expect(searchTarget('past-tense-of', '  Swim ', words, CONFUSING)).toBe('/past-tense-of/swim');
    expect(searchTarget('past-tense-of', 'ran', words, CONFUSING)).toBe('/past-tense-of/run');
    expect(searchTarget('past-tense-of', 'swimm', words, CONFUSING)).toBe('/past-tense-of/swimm');
    expect(searchTarget('past-tense-of', '', words, CONFUSING)).toBe('/past-tense-of');
    expect(searchTarget('past-tense-of', '<script>', words, CONFUSING)).toBe('/past-tense-of/script');
    expect(searchTarget('confusing-words', 'effect vs affect', words, CONFUSING)).toBe('/confusing-words/affect-vs-effect');
    expect(searchTarget('confusing-words', 'Effect', words, CONFUSING)).toBe('/confusing-words/affect-vs-effect');
    expect(searchTarget('confusing-words', 'effect-vs-affect', words, CONFUSING)).toBe('/confusing-words/affect-vs-effect');
  });
});

describe('verb forms', () => {
  it('makes the he/she/it and -ing forms', () => {
    expect(['go', 'watch', 'study', 'play', 'fix'].map(thirdPerson)).toEqual(['goes', 'watches', 'studies', 'plays', 'fixes']);
    expect(presentParticiple('swim', 'swam', true)).toBe('swimming');
    expect(presentParticiple('begin', 'began', true)).toBe('beginning');
    expect(presentParticiple('stop', 'stopped', false)).toBe('stopping');
    expect(presentParticiple('make', 'made', true)).toBe('making');
    expect(presentParticiple('lie', 'lay', true)).toBe('lying');
    expect(presentParticiple('see', 'saw', true)).toBe('seeing');
    expect(presentParticiple('panic', 'panicked', false)).toBe('panicking');
    expect(presentParticiple('visit', 'visited', false)).toBe('visiting');
  });

  it('names the mistakes learners make', () => {
    expect(guessedRegularPast('swim')).toBe('swimmed');
    expect(verbMistakes('swim', ['swam'], ['swum'], true)).toEqual([
      { kind: 'regularised', wrong: 'swimmed', right: 'swam' },
      { kind: 'participle', wrong: 'swam', right: 'swum' },
    ]);
    expect(verbMistakes('stop', ['stopped'], ['stopped'], false)).toEqual([{ kind: 'doubling', wrong: 'stoped', right: 'stopped' }]);
    expect(verbMistakes('study', ['studied'], ['studied'], false)).toEqual([{ kind: 'y-to-i', wrong: 'studyed', right: 'studied' }]);
    expect(verbMistakes('panic', ['panicked'], ['panicked'], false)).toEqual([{ kind: 'ck', wrong: 'paniced', right: 'panicked' }]);
    expect(verbMistakes('travel', ['traveled'], ['traveled'], false)).toEqual([{ kind: 'british-l', wrong: 'travelled', right: 'traveled' }]);
    expect(verbMistakes('walk', ['walked'], ['walked'], false)).toEqual([]);
  });

  it('says how -ed sounds', () => {
    expect(edSound('W AA1 N T')).toBe('id');
    expect(edSound('S T AA1 P')).toBe('t');
    expect(edSound('P L EY1')).toBe('d');
  });
});

describe('pronunciation', () => {
  it('writes IPA with syllables and stress, and a respelling', () => {
    const colonel = pronunciationOf('K ER1 N AH0 L')!;
    expect(colonel.ipa).toBe('ˈkɝ.nəl');
    expect(colonel.respelling).toBe('KUR-nuhl');
    expect(colonel.stressed).toBe(0);
    const banana = pronunciationOf('B AH0 N AE1 N AH0')!;
    expect(banana.ipa).toBe('bəˈnæ.nə');
    expect(banana.syllables.map((syllable) => syllable.respelling)).toEqual(['buh', 'na', 'nuh']);
    expect(pronunciationOf('S T R IY1 T')!.syllables).toHaveLength(1);
    // "extra": the s goes with the next syllable's "tr" (str), the k stays.
    expect(pronunciationOf('EH1 K S T R AH0')!.syllables.map((syllable) => syllable.ipa)).toEqual(['ɛk', 'strə']);
    expect(pronunciationOf('S W IH1 M')!.stressed).toBeNull();
    expect(pronunciationOf('XX1')).toBeNull();
    expect(finalSound('K ER1 N AH0 L')).toBe('L');
  });
});

describe('edit distance', () => {
  it('counts inserts, deletes, replacements and swaps, and stops past its limit', () => {
    expect(editDistance('happy', 'hapy', 2)).toBe(1);
    expect(editDistance('stop', 'sotp', 2)).toBe(1);
    expect(editDistance('cat', 'dog', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
