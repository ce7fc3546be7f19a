// A tiny data file in the real format, for the tests: the rules are tested on it, the shipped data
// in data.test.ts.
import type { ConfusingRecord, WordsFile } from './data-format.ts';

export const TEST_WORDS_FILE: WordsFile = {
  version: 1,
  sources: { wordnet: 'WordNet 3.1', cmudict: 'CMU', irregularVerbs: 'list', everydayUse: 'SUBTLEX-US' },
  synsets: [
    ['v', 'travel through water', ['she swam the channel'], ['swim']],
    ['a', 'enjoying or showing joy', ['a happy smile'], ['happy', 'glad']],
    ['a', 'well expressed', [], ['felicitous', 'happy']],
    ['v', 'cause to stop', [], ['stop', 'halt']],
    ['n', 'a fast', [], ['fast', 'fasting']],
    ['a', 'quick', ['a fast car'], ['fast']],
    ['v', 'go quickly on foot', [], ['run']],
  ],
  words: {
    swim: [12, 'S W IH1 M', [[0, []]], [['swam'], ['swum'], 1], ['she swam the channel']],
    happy: [40, 'HH AE1 P IY0', [[1, ['unhappy']], [2, ['infelicitous']]], null, []],
    glad: [20, 'G L AE1 D', [[1, []]], null, []],
    felicitous: [0, 'F AH0 L IH1 S AH0 T AH0 S', [[2, []]], null, []],
    stop: [30, 'S T AA1 P', [[3, []]], [['stopped'], ['stopped'], 0], []],
    halt: [0, 'HH AO1 L T', [[3, []]], [['halted'], ['halted'], 0], []],
    fast: [15, 'F AE1 S T', [[5, ['slow']], [4, []]], null, []],
    run: [50, 'R AH1 N', [[6, []]], [['ran'], ['run'], 1], []],
    begin: [30, 'B IH0 G IH1 N', [], [['began'], ['begun'], 1], []],
  },
  functionWords: { the: [['determiner'], 'DH AH0'] },
  common: ['fast', 'glad', 'halt', 'happy', 'quick', 'run', 'slow', 'stop', 'swim', 'unhappy'],
};

const usage = (text: string) => ({ en: [text, text], es: [text, text], pt: [text, text], uk: [text, text] });
export const TEST_CONFUSING: ConfusingRecord[] = [
  {
    slug: 'affect-vs-effect',
    words: ['affect', 'effect'],
    usage: usage('A test line.'),
    examples: [['The cold affects me.'], ['It had an effect.']],
    tip: { en: 'A for action.', es: 'A de acción.', pt: 'A de ação.', uk: 'A — дія.' },
    quiz: { sentence: 'It will ___ you.', answer: 'affect' },
  },
];
