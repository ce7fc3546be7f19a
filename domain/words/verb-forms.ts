// A verb's other forms and the mistakes learners make with them, from its past forms (the data
// file has those: irregular ones from the list, regular ones by the rule with CMU's stress).
import { finalSound } from './pronunciation.ts';

const VOWEL = /[aeiou]/;

/** Whether the regular past doubled the last consonant (stop → stopped): -ing does the same. */
const doubles = (base: string, past: string) => past === `${base}${base.at(-1)}ed`;

/** He/she/it form: goes, watches, studies, plays. */
export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh|o)$/.test(base) && !/(oo)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

/** A meaning that takes forms of its own (FORMS_BY_MEANING): its words are the catalogs' `words.pastTense.meaning`. */
export type VerbMeaning = 'recline' | 'untruth' | 'suspend' | 'execute' | 'giveLight' | 'polish';

/**
 * Verbs whose two sets of forms belong to two meanings, not two spellings of one (the data lists
 * them as variants): lie (lay, lain: be flat; lied: say what is untrue), hang (hung; hanged: kill
 * by hanging), shine (shone: give light; shined: polish).
 */
export const FORMS_BY_MEANING: Readonly<Record<string, ReadonlyArray<{ meaning: VerbMeaning; past: string; participle: string }>>> = {
  lie: [
    { meaning: 'recline', past: 'lay', participle: 'lain' },
    { meaning: 'untruth', past: 'lied', participle: 'lied' },
  ],
  hang: [
    { meaning: 'suspend', past: 'hung', participle: 'hung' },
    { meaning: 'execute', past: 'hanged', participle: 'hanged' },
  ],
  shine: [
    { meaning: 'giveLight', past: 'shone', participle: 'shone' },
    { meaning: 'polish', past: 'shined', participle: 'shined' },
  ],
};

/** Irregular verbs of two syllables or more whose stressed last syllable doubles before -ing. */
const STRESSED_LAST = new Set(['begin', 'forget', 'forbid', 'beget', 'upset', 'beset', 'outrun', 'overrun', 'outbid', 'input', 'output', 'offset', 'inset', 'outwit', 'outspin', 'rerun']);

/** The -ing form: swimming (doubled like the past), making, lying, seeing. */
export function presentParticiple(base: string, past: string, irregular: boolean): string {
  if (base === 'be') return 'being';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  const doubled = irregular ? doubles(base, guessedRegularPast(base)) || STRESSED_LAST.has(base) : doubles(base, past);
  if (doubled) return `${base}${base.at(-1)}ing`;
  if (/[^aeioy]e$/.test(base) && !/(ee|ye|oe)$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/c$/.test(base) && past.endsWith('cked')) return `${base}king`;
  return `${base}ing`;
}

/**
 * The past a learner would guess by the regular rule, doubling a short word's last consonant as
 * they are taught (swim → swimmed): what an irregular verb's "usual mistake" is.
 */
export function guessedRegularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  const syllables = base.match(/[aeiouy]+/g)?.length ?? 0;
  if (syllables === 1 && /[^aeiou][aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

export type EndingSound = 't' | 'd' | 'id';

/** How a regular past's -ed sounds, from the verb's last sound: /ɪd/ after t or d, /t/ after a voiceless sound, else /d/. */
export function edSound(arpabet: string): EndingSound | null {
  const last = finalSound(arpabet);
  if (!last) return null;
  if (last === 'T' || last === 'D') return 'id';
  return ['P', 'K', 'F', 'TH', 'S', 'SH', 'CH', 'HH'].includes(last) ? 't' : 'd';
}

export type VerbMistake =
  /** swimmed instead of swam. */
  | { kind: 'regularised'; wrong: string; right: string }
  /** "I have swam" instead of "I have swum". */
  | { kind: 'participle'; wrong: string; right: string }
  /** stoped instead of stopped. */
  | { kind: 'doubling'; wrong: string; right: string }
  /** studyed instead of studied. */
  | { kind: 'y-to-i'; wrong: string; right: string }
  /** paniced instead of panicked. */
  | { kind: 'ck'; wrong: string; right: string }
  /** travelled is British spelling; the page gives the American one. */
  | { kind: 'british-l'; wrong: string; right: string };

/** The mistakes learners make with this verb's past, most telling first. */
export function verbMistakes(base: string, past: readonly string[], participle: readonly string[], irregular: boolean): VerbMistake[] {
  const mistakes: VerbMistake[] = [];
  const [pastForm, participleForm] = [past[0], participle[0]];
  if (pastForm === undefined || participleForm === undefined) return mistakes;
  if (irregular) {
    const guess = guessedRegularPast(base);
    if (!past.includes(guess) && !participle.includes(guess)) mistakes.push({ kind: 'regularised', wrong: guess, right: pastForm });
    if (!participle.includes(pastForm)) mistakes.push({ kind: 'participle', wrong: pastForm, right: participleForm });
    return mistakes;
  }
  if (doubles(base, pastForm)) mistakes.push({ kind: 'doubling', wrong: `${base}ed`, right: pastForm });
  else if (pastForm.endsWith('ied') && base.endsWith('y')) mistakes.push({ kind: 'y-to-i', wrong: `${base}ed`, right: pastForm });
  else if (pastForm.endsWith('cked') && base.endsWith('c')) mistakes.push({ kind: 'ck', wrong: `${base}ed`, right: pastForm });
  else if (/[aeiou]l$/.test(base) && pastForm === `${base}ed` && VOWEL.test(base.slice(0, -2))) mistakes.push({ kind: 'british-l', wrong: `${base}led`, right: pastForm });
  return mistakes;
}
