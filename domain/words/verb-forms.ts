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

/**
 * What follows a verb in a sentence a learner would say (issue 64), for the verbs looked up most:
 * its four patterns are whole sentences ("I swam across the lake." … "I have swum across the
 * lake."). "" for a verb whole on its own (I overslept.); four sentences for one whose subject is
 * not a person or whose negative is not "didn't" (be, cost). None of them says "my": the question
 * asks "you". A verb not here keeps the patterns' shape with "…" (WordNet's examples, tried as
 * endings, gave one usable sentence in ten: "I erupted in the country").
 */
const USAGE: Readonly<Record<string, string | readonly [affirmative: string, negative: string, question: string, perfect: string]>> = {
  be: ['I was at home.', 'I wasn’t at home.', 'Were you at home?', 'I have been at home.'],
  cost: ['It cost ten dollars.', 'It didn’t cost ten dollars.', 'Did it cost ten dollars?', 'It has cost ten dollars.'],
  arise: ['A problem arose.', 'No problem arose.', 'Did a problem arise?', 'A problem has arisen.'],
  have: 'a dog', say: 'hello to her', make: 'a cake', see: 'the film', do: 'the dishes', know: 'the answer', come: 'home early',
  give: 'him a present', get: 'a letter from her', take: 'the bus to work', find: 'the keys', go: 'to the beach', think: 'about it',
  tell: 'her the truth', become: 'a teacher', feel: 'better', begin: 'a new job', show: 'them the photos', leave: 'the house at eight',
  hear: 'a strange noise', hold: 'the baby', keep: 'the receipt', stand: 'in the rain', mean: 'it', run: 'to the bus stop',
  put: 'the keys on the table', bring: 'some food', write: 'a letter', let: 'the dog out', lead: 'the team', pay: 'the bill',
  lie: 'in bed', meet: 'her at the station', fight: 'for the title', grow: 'tomatoes', light: 'a candle', sit: 'by the window',
  set: 'the table', speak: 'to the manager', read: 'the book', lose: 'the keys', learn: 'to drive', understand: 'the question',
  drive: 'to work', send: 'an email', build: 'a house', fall: 'off the bike', spend: 'all the money', rise: 'early', seek: 'advice',
  win: 'the game', wear: 'a suit', hit: 'the ball', prove: 'the point', choose: 'the red one', draw: 'a map', feed: 'the cat',
  break: 'a glass', buy: 'a new phone', throw: 'the ball', deal: 'with the problem', shoot: 'a video', sell: 'the car',
  cut: 'the bread', ride: 'a horse', catch: 'the train', forget: 'her name', teach: 'English', sing: 'a song', bear: 'the pain',
  sleep: 'well', shake: 'his hand', strike: 'a match', eat: 'breakfast', swing: 'the bat', hang: 'the picture on the wall',
  dream: 'about the sea', spread: 'the news', drink: 'a glass of water', fly: 'to Madrid', fit: 'in the car', spring: 'into action',
  speed: 'up', blow: 'out the candles', beat: 'the record', burn: 'the toast', bend: 'the rules', lay: 'the table', smell: 'smoke',
  burst: 'into tears', slide: 'down the hill', sweep: 'the floor', lean: 'against the wall', hide: 'the present', flee: 'the city',
  hurt: 'his feelings', wind: 'the clock', ring: 'the bell', tear: 'the paper', sink: 'into the sofa', cast: 'a vote',
  undertake: 'the project', overcome: 'the fear', swear: 'to tell the truth', leap: 'over the fence', steal: 'the money',
  mistake: 'him for his brother', stick: 'to the plan', forgive: 'him', shine: 'a torch into the room', shut: 'the door',
  withdraw: 'some money', bet: 'ten dollars on it', weep: 'with joy', plead: 'guilty', split: 'the bill', bite: 'into the apple',
  creep: 'up the stairs', cling: 'to the rope', forbid: 'it', lend: 'him the car', spin: 'the wheel', sweat: 'a lot',
  uphold: 'the law', freeze: 'the meat', quit: 'the job', dig: 'a hole', wake: 'up early', swim: 'across the lake', upset: 'her',
  bleed: 'a lot', spit: 'it out', spell: 'the word', dive: 'into the pool', dwell: 'on it', foresee: 'the problem',
  grind: 'the coffee', tread: 'on his foot', forecast: 'rain', kneel: 'down', shave: 'before work', withhold: 'the information',
  overhear: 'their conversation', rebuild: 'the wall', repay: 'the loan', shrink: 'the sweater', weave: 'a basket', sow: 'the seeds',
  sew: 'the button back on', broadcast: 'the match', overtake: 'the truck', knit: 'a scarf', mislead: 'them', spill: 'the coffee',
  spoil: 'the surprise', undo: 'the knot', breed: 'dogs', misunderstand: 'the question', rewrite: 'the essay',
  sneak: 'out of the house', outgrow: 'the shoes', oversleep: '', overeat: '', mow: 'the lawn', proofread: 'the report',
  retell: 'the story', undergo: 'surgery', saw: 'the wood', unwind: 'after work', misread: 'the map', mislay: 'the glasses',
  reset: 'the password', overpay: 'for the tickets', oversee: 'the project', sublet: 'the apartment', retake: 'the test', redo: 'the work',
  daydream: 'about the summer',
};

/** A verb's four patterns (affirmative, negative, question, present perfect) as sentences, or with "…" where USAGE has no ending for it. */
export function usagePatterns(base: string, past: string, participle: string): readonly [string, string, string, string] {
  const usage = USAGE[base];
  if (typeof usage === 'object') return usage;
  const end = usage === undefined ? ' …' : usage === '' ? '' : ` ${usage}`;
  const stop = usage === undefined ? '' : '.';
  return [`I ${past}${end}${stop}`, `I didn’t ${base}${end}${stop}`, `Did you ${base}${end}?`, `I have ${participle}${end}${stop}`];
}
