// A word's sound from its CMU transcription (ARPAbet, American English): IPA, syllables, the
// stressed one, and a respelling a learner can read without knowing IPA.

const VOWELS: Record<string, { ipa: string; unstressed?: string; respelling: string; example: string }> = {
  AA: { ipa: 'ɑ', respelling: 'ah', example: 'father' },
  AE: { ipa: 'æ', respelling: 'a', example: 'cat' },
  AH: { ipa: 'ʌ', unstressed: 'ə', respelling: 'uh', example: 'cup' },
  AO: { ipa: 'ɔ', respelling: 'aw', example: 'law' },
  AW: { ipa: 'aʊ', respelling: 'ow', example: 'now' },
  AY: { ipa: 'aɪ', respelling: 'eye', example: 'my' },
  EH: { ipa: 'ɛ', respelling: 'e', example: 'bed' },
  ER: { ipa: 'ɝ', unstressed: 'ɚ', respelling: 'ur', example: 'bird' },
  EY: { ipa: 'eɪ', respelling: 'ay', example: 'day' },
  IH: { ipa: 'ɪ', respelling: 'i', example: 'sit' },
  IY: { ipa: 'i', respelling: 'ee', example: 'see' },
  OW: { ipa: 'oʊ', respelling: 'oh', example: 'go' },
  OY: { ipa: 'ɔɪ', respelling: 'oy', example: 'boy' },
  UH: { ipa: 'ʊ', respelling: 'u', example: 'book' },
  UW: { ipa: 'u', respelling: 'oo', example: 'food' },
};

const CONSONANTS: Record<string, { ipa: string; respelling: string; example: string }> = {
  B: { ipa: 'b', respelling: 'b', example: 'bed' },
  CH: { ipa: 'tʃ', respelling: 'ch', example: 'chair' },
  D: { ipa: 'd', respelling: 'd', example: 'day' },
  DH: { ipa: 'ð', respelling: 'th', example: 'this' },
  F: { ipa: 'f', respelling: 'f', example: 'fish' },
  G: { ipa: 'ɡ', respelling: 'g', example: 'go' },
  HH: { ipa: 'h', respelling: 'h', example: 'hat' },
  JH: { ipa: 'dʒ', respelling: 'j', example: 'jump' },
  K: { ipa: 'k', respelling: 'k', example: 'cat' },
  L: { ipa: 'l', respelling: 'l', example: 'leg' },
  M: { ipa: 'm', respelling: 'm', example: 'man' },
  N: { ipa: 'n', respelling: 'n', example: 'no' },
  NG: { ipa: 'ŋ', respelling: 'ng', example: 'sing' },
  P: { ipa: 'p', respelling: 'p', example: 'pen' },
  R: { ipa: 'r', respelling: 'r', example: 'red' },
  S: { ipa: 's', respelling: 's', example: 'sun' },
  SH: { ipa: 'ʃ', respelling: 'sh', example: 'she' },
  T: { ipa: 't', respelling: 't', example: 'tea' },
  TH: { ipa: 'θ', respelling: 'th', example: 'think' },
  V: { ipa: 'v', respelling: 'v', example: 'van' },
  W: { ipa: 'w', respelling: 'w', example: 'we' },
  Y: { ipa: 'j', respelling: 'y', example: 'yes' },
  Z: { ipa: 'z', respelling: 'z', example: 'zoo' },
  ZH: { ipa: 'ʒ', respelling: 'zh', example: 'measure' },
};

/** Consonant clusters English lets start a syllable: the rest of a run between vowels closes the syllable before. */
const ONSETS = new Set(
  [
    'P R', 'P L', 'B R', 'B L', 'T R', 'D R', 'K R', 'K L', 'G R', 'G L', 'F R', 'F L', 'TH R', 'SH R',
    'S P', 'S T', 'S K', 'S M', 'S N', 'S L', 'S W', 'S P R', 'S T R', 'S K R', 'S P L', 'S K W',
    'T W', 'D W', 'K W', 'G W', 'TH W', 'P Y', 'B Y', 'K Y', 'G Y', 'M Y', 'F Y', 'V Y', 'HH Y', 'S K Y',
  ],
);

const isOnset = (cluster: string[]) => (cluster.length === 1 ? cluster[0] !== 'NG' : ONSETS.has(cluster.join(' ')));

export type Stress = 'primary' | 'secondary' | 'none';

export interface Phone {
  arpabet: string;
  ipa: string;
  /** A common word with this sound, for the sounds' table. */
  example: string;
}

export interface Syllable {
  phones: Phone[];
  stress: Stress;
  ipa: string;
  respelling: string;
}

export interface Pronunciation {
  /** "/ˈkɝ.nəl/" without the slashes: syllables joined, stress marked before the stressed one (two syllables or more). */
  ipa: string;
  syllables: Syllable[];
  /** The stressed syllable's index (the first with primary stress), null for a one-syllable word. */
  stressed: number | null;
  /** "KUR-nuhl": the stressed syllable in capitals. */
  respelling: string;
  /** Each sound once, in the order the word has them. */
  sounds: Phone[];
}

interface Token {
  phone: Phone;
  vowel: boolean;
  stress: Stress;
  respelling: string;
}

function tokenOf(symbol: string): Token | null {
  const match = /^([A-Z]+)([012])?$/.exec(symbol);
  if (!match?.[1]) return null;
  const [, base, digit] = match;
  const vowel = VOWELS[base];
  if (vowel) {
    const stress: Stress = digit === '1' ? 'primary' : digit === '2' ? 'secondary' : 'none';
    const ipa = stress === 'none' && vowel.unstressed ? vowel.unstressed : vowel.ipa;
    return { phone: { arpabet: base, ipa, example: ipa === 'ə' ? 'about' : ipa === 'ɚ' ? 'letter' : vowel.example }, vowel: true, stress, respelling: vowel.respelling };
  }
  const consonant = CONSONANTS[base];
  return consonant ? { phone: { arpabet: base, ipa: consonant.ipa, example: consonant.example }, vowel: false, stress: 'none', respelling: consonant.respelling } : null;
}

/** A CMU transcription ("K ER1 N AH0 L") read into syllables; null when it holds no vowel or an unknown symbol. */
export function pronunciationOf(arpabet: string): Pronunciation | null {
  const tokens = arpabet.trim().split(/\s+/).map(tokenOf);
  if (tokens.length === 0 || tokens.some((token) => token === null)) return null;
  const known = tokens as Token[];
  const nuclei = known.flatMap((token, index) => (token.vowel ? [index] : []));
  if (nuclei.length === 0) return null;

  // Each syllable starts where the longest legal onset before its vowel starts.
  const starts = [0];
  for (let n = 1; n < nuclei.length; n++) {
    const [previous, next] = [nuclei[n - 1]!, nuclei[n]!];
    const between = known.slice(previous + 1, next).map((token) => token.phone.arpabet);
    let onset = 0;
    while (onset < between.length && isOnset(between.slice(between.length - onset - 1))) onset++;
    starts.push(next - onset);
  }
  const syllables: Syllable[] = starts.map((start, index) => {
    const part = known.slice(start, starts[index + 1] ?? known.length);
    const stress = part.find((token) => token.vowel)!.stress;
    return { phones: part.map((token) => token.phone), stress, ipa: part.map((token) => token.phone.ipa).join(''), respelling: part.map((token) => token.respelling).join('') };
  });
  const primary = syllables.findIndex((syllable) => syllable.stress === 'primary');
  const many = syllables.length > 1;
  const mark = (syllable: Syllable) => (!many ? '' : syllable.stress === 'primary' ? 'ˈ' : syllable.stress === 'secondary' ? 'ˌ' : '');
  const sounds = new Map<string, Phone>();
  for (const token of known) if (!sounds.has(token.phone.ipa)) sounds.set(token.phone.ipa, token.phone);
  return {
    ipa: syllables.map((syllable, index) => `${index > 0 && !mark(syllable) ? '.' : ''}${mark(syllable)}${syllable.ipa}`).join(''),
    syllables,
    stressed: many && primary >= 0 ? primary : null,
    respelling: syllables.map((syllable, index) => (many && index === primary ? syllable.respelling.toUpperCase() : syllable.respelling)).join('-'),
    sounds: [...sounds.values()],
  };
}

/** The sound a word ends with, for the -ed ending's rule: "t" or "d" (/ɪd/), voiceless (/t/), else /d/. */
export function finalSound(arpabet: string): string | null {
  const last = arpabet.trim().split(/\s+/).at(-1);
  return last ? last.replace(/[012]$/, '') : null;
}
