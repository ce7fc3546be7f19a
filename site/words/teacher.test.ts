// What a teacher checks first on each tool's page (issue 64): the five-second answer at its top,
// for the words learners look up most, read from the shipped data as the page shows it. The
// synonyms' order itself is held in domain/words/data.test.ts.
import { wordPage } from './word-pages.ts';

const answer = (path: string) => {
  const made = wordPage(path, 'en');
  if (!made || !('page' in made)) throw new Error(`${path} has no page`);
  const view = made.page.view;
  return 'pronunciation' in view ? view.pronunciation.respelling : view.lead;
};

describe('a teacher’s table: the answer at the top of each page', () => {
  it.each([
    ['swim', 'swam', 'swum'],
    ['go', 'went', 'gone'],
    ['get', 'got', 'gotten / got'],
    ['set', 'set', 'set'],
    ['run', 'ran', 'run'],
    ['read', 'read', 'read'],
    ['bring', 'brought', 'brought'],
    ['teach', 'taught', 'taught'],
    ['catch', 'caught', 'caught'],
    ['fly', 'flew', 'flown'],
    ['write', 'wrote', 'written'],
    ['begin', 'began', 'begun'],
    ['stop', 'stopped', 'stopped'],
    ['study', 'studied', 'studied'],
    ['travel', 'traveled', 'traveled'],
  ])('the past of “%s”: %s, %s', (verb, past, participle) => {
    expect(answer(`/past-tense-of/${verb}`)).toBe(`The past simple of “${verb}” is “${past}”, and the past participle is “${participle}”.`);
  });

  it.each([
    ['lie', '“lie” has two sets of forms: “lay, lain” when it means to be flat, to rest (lie in bed); “lied” when it means to say what is not true.'],
    ['hang', '“hang” has two sets of forms: “hung” when it means to hang up (a coat, a picture); “hanged” when it means to kill with a rope (in history and the news).'],
  ])('the past of “%s” by meaning, never “both are correct”', (verb, said) => {
    expect(answer(`/past-tense-of/${verb}`)).toBe(said);
  });

  it.each([
    ['swim', ['I swam across the lake.', 'I didn’t swim across the lake.', 'Did you swim across the lake?', 'I have swum across the lake.']],
    ['lie', ['I lay in bed.', 'I didn’t lie in bed.', 'Did you lie in bed?', 'I have lain in bed.']],
    ['oversleep', ['I overslept.', 'I didn’t oversleep.', 'Did you oversleep?', 'I have overslept.']],
    ['be', ['I was at home.', 'I wasn’t at home.', 'Were you at home?', 'I have been at home.']],
    ['cost', ['It cost ten dollars.', 'It didn’t cost ten dollars.', 'Did it cost ten dollars?', 'It has cost ten dollars.']],
    ['visit', ['I visited …', 'I didn’t visit …', 'Did you visit …?', 'I have visited …']],
  ])('how to use “%s”: whole sentences where its ending is known, never “I didn’t be”', (verb, patterns) => {
    const made = wordPage(`/past-tense-of/${verb}`, 'en');
    if (!made || !('page' in made) || !('patterns' in made.page.view)) throw new Error(`${verb} has no past tense page`);
    expect(made.page.view.patterns).toEqual(patterns);
  });

  it.each([
    ['swim', []],
    ['buy', ['purchase']],
    ['go', ['move', 'travel']],
  ])('verbs with a meaning like “%s”: its commonest meaning’s, no rare word (never float, drown; bribe)', (verb, similar) => {
    const made = wordPage(`/past-tense-of/${verb}`, 'en');
    if (!made || !('page' in made) || !('similar' in made.page.view)) throw new Error(`${verb} has no past tense page`);
    expect(made.page.view.similar.map((link) => link.label)).toEqual(similar);
  });

  it.each([
    ['colonel', 'KUR-nuhl'],
    ['queue', 'kyoo'],
    ['choir', 'KWEYE-ur'],
    ['island', 'EYE-luhnd'],
    ['receipt', 'ri-SEET'],
    ['debt', 'det'],
    ['salmon', 'SA-muhn'],
    ['recipe', 'RE-suh-pee'],
    ['vegetable', 'VEJ-tuh-buhl'],
  ])('“%s” is said %s: no silent letter sounded, the stress where it falls', (word, respelling) => {
    expect(answer(`/how-to-pronounce/${word}`)).toBe(respelling);
  });

  it.each([
    ['happy', 'glad, cheerful, or joyous'],
    ['big', 'large, great, or vast'],
    ['small', 'little, tiny, or minute'],
    ['beautiful', 'pretty, lovely, or handsome'],
    ['smart', 'sharp, intelligent, or clever'],
    ['help', 'aid or assist'],
    ['say', 'tell or state'],
    ['hard', 'difficult, tough, or ambitious'],
    ['fast', 'quick, rapid, or swift'],
    ['sad', 'unhappy, sorrowful, or melancholy'],
  ])('another way to say “%s”: %s (one word each, no comparative)', (word, list) => {
    expect(answer(`/synonyms-of/${word}`)).toMatch(new RegExp(`^Another way to say “${word}”: ${list}\\. `));
  });

  it.each([
    ['happy', 'unhappy'],
    ['brave', 'cowardly'],
    ['big', 'little'],
    ['good', 'bad'],
    ['hot', 'cold'],
    ['old', 'young'],
    ['rich', 'poor'],
    ['open', 'close'],
    ['love', 'hate'],
    ['agree', 'disagree'],
    ['accept', 'reject'],
    ['remember', 'forget'],
    ['true', 'false'],
    ['full', 'empty'],
    ['clean', 'dirty'],
    ['early', 'late'],
    ['late', 'early'],
    ['poor', 'rich'],
    ['quiet', 'loud'],
    ['young', 'old'],
    ['light', 'heavy'],
    ['right', 'left'],
    ['friendly', 'hostile'],
  ])('the opposite of “%s” is %s', (word, opposite) => {
    expect(answer(`/antonyms-of/${word}`)).toMatch(new RegExp(`^The opposite of “${word}” is ${opposite}\\. `));
  });

  it('lists a meaning’s rare words (halcyon, riant) marked, after the common ones', () => {
    const made = wordPage('/synonyms-of/happy', 'en');
    if (!made || !('page' in made) || !('senses' in made.page.view)) throw new Error('/synonyms-of/happy has no senses');
    const chips = made.page.view.senses[0]!.words;
    const rare = chips.filter((chip) => chip.rare).map((chip) => chip.word);
    expect(rare).toEqual(expect.arrayContaining(['halcyon', 'riant']));
    expect(rare).not.toContain('glad');
    expect(chips.findIndex((chip) => chip.rare)).toBe(chips.filter((chip) => !chip.rare).length);
    // A phrase is never marked: the subtitles count words, not phrases.
    const fast = wordPage('/synonyms-of/fast', 'en');
    if (!fast || !('page' in fast) || !('senses' in fast.page.view)) throw new Error('/synonyms-of/fast has no senses');
    expect(fast.page.view.senses[0]!.words.find((chip) => chip.word === 'high-speed')).toMatchObject({ rare: false });
  });

  it.each([
    ['fast', 'an adjective, an adverb, a noun, or a verb'],
    ['well', 'an adverb, a noun, an adjective, or a verb'],
    ['that', 'a determiner, a pronoun, or a conjunction'],
    ['kind', 'a noun or an adjective'],
  ])('“%s” can be %s', (word, list) => {
    expect(answer(`/what-part-of-speech/${word}`)).toBe(`“${word}” can be ${list}.`);
  });
});
