// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural, select } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface WordsMessages {
  tools: {
    "past-tense-of": {
      name: string;
      heading: (values: { word: string | number }) => string;
      link: (values: { word: string | number }) => string;
      title: (values: { word: string | number; forms: string | number }) => string;
      description: (values: { word: string | number; past: string | number; participle: string | number; irregular: string }) => string;
    };
    "how-to-pronounce": {
      name: string;
      heading: (values: { word: string | number }) => string;
      link: (values: { word: string | number }) => string;
      title: (values: { word: string | number; ipa: string | number }) => string;
      description: (values: { word: string | number; ipa: string | number; respelling: string | number; syllables: number }) => string;
    };
    "synonyms-of": {
      name: string;
      heading: (values: { word: string | number }) => string;
      link: (values: { word: string | number }) => string;
      title: (values: { word: string | number; list: string | number }) => string;
      description: (values: { count: number; word: string | number; list: string | number }) => string;
    };
    "antonyms-of": {
      name: string;
      heading: (values: { word: string | number }) => string;
      link: (values: { word: string | number }) => string;
      title: (values: { word: string | number; list: string | number }) => string;
      description: (values: { word: string | number; list: string | number }) => string;
    };
    "what-part-of-speech": {
      name: string;
      heading: (values: { word: string | number }) => string;
      link: (values: { word: string | number }) => string;
      title: (values: { word: string | number; list: string | number }) => string;
      description: (values: { word: string | number; list: string | number }) => string;
    };
  };
  pos: {
    n: {
      name: string;
      inSentence: string;
      explain: string;
    };
    v: {
      name: string;
      inSentence: string;
      explain: string;
    };
    a: {
      name: string;
      inSentence: string;
      explain: string;
    };
    r: {
      name: string;
      inSentence: string;
      explain: string;
    };
    determiner: {
      name: string;
      inSentence: string;
      explain: string;
    };
    pronoun: {
      name: string;
      inSentence: string;
      explain: string;
    };
    preposition: {
      name: string;
      inSentence: string;
      explain: string;
    };
    conjunction: {
      name: string;
      inSentence: string;
      explain: string;
    };
    modal: {
      name: string;
      inSentence: string;
      explain: string;
    };
    auxiliary: {
      name: string;
      inSentence: string;
      explain: string;
    };
    interjection: {
      name: string;
      inSentence: string;
      explain: string;
    };
    number: {
      name: string;
      inSentence: string;
      explain: string;
    };
  };
  pastTense: {
    answer: (values: { word: string | number; past: string | number; participle: string | number }) => string;
    answerByMeaning: (values: { word: string | number; first: string | number; firstMeaning: string | number; second: string | number; secondMeaning: string | number }) => string;
    irregular: string;
    regular: string;
    formsHeading: (values: { word: string | number }) => string;
    form: {
      base: string;
      third: string;
      ing: string;
      past: string;
      participle: string;
    };
    variants: string;
    edSound: (values: { past: string | number; sound: string }) => string;
    examplesHeading: string;
    patternsHeading: string;
    pattern: {
      affirmative: string;
      negative: string;
      question: string;
      perfect: string;
    };
    mistakesHeading: string;
    mistake: {
      regularised: (values: { wrong: string | number; word: string | number; right: string | number }) => string;
      participle: (values: { wrong: string | number; right: string | number }) => string;
      doubling: (values: { right: string | number; wrong: string | number }) => string;
      "y-to-i": (values: { right: string | number; wrong: string | number }) => string;
      ck: (values: { right: string | number; wrong: string | number }) => string;
      "british-l": (values: { wrong: string | number; right: string | number }) => string;
    };
    noMistakes: (values: { word: string | number }) => string;
    sameChangeHeading: string;
    similarHeading: string;
    byMeaning: (values: { word: string | number }) => string;
    meaningHeading: string;
    meaning: {
      recline: string;
      untruth: string;
      suspend: string;
      execute: string;
      giveLight: string;
      polish: string;
    };
  };
  pronounce: {
    answer: string;
    ipaLabel: string;
    listen: (values: { word: string | number }) => string;
    syllablesHeading: string;
    syllables: (values: { count: number; stressed: string | number }) => string;
    soundsHeading: string;
    soundExample: (values: { example: string | number }) => string;
    accent: string;
    rhymesHeading: (values: { word: string | number }) => string;
  };
  senses: {
    synonymsLead: (values: { word: string | number; list: string | number; count: number }) => string;
    antonymsLead: (values: { word: string | number; list: string | number; count: number }) => string;
    meanings: (values: { count: number }) => string;
    answer: (values: { word: string | number; list: string | number }) => string;
    answerOne: (values: { word: string | number; list: string | number }) => string;
    whatItIs: (values: { name: string | number; explain: string | number }) => string;
    rare: string;
    rareNote: string;
  };
  search: {
    label: string;
    button: string;
    hint: (values: { example: string | number }) => string;
    suggestions: string;
  };
  notFound: {
    title: (values: { word: string | number }) => string;
    heading: (values: { tool: string | number; word: string | number }) => string;
    lead: string;
    none: string;
  };
  also: (values: { word: string | number }) => string;
  credits: string;
  licences: string;
  confusing: {
    name: string;
    heading: (values: { pair: string | number }) => string;
    link: (values: { pair: string | number }) => string;
    title: (values: { pair: string | number }) => string;
    description: (values: { pair: string | number }) => string;
    tipHeading: string;
    quizHeading: string;
    quizAnswer: string;
  };
  breadcrumb: string;
  popular: string;
  practice: {
    heading: (values: { word: string | number }) => string;
    lead: (values: { count: number }) => string;
    check: string;
    score: (values: { correct: string | number; total: string | number }) => string;
    scoreLead: (values: { all: string; word: string | number }) => string;
    right: string;
    wrong: (values: { answer: string | number }) => string;
    none: (values: { answer: string | number }) => string;
    again: string;
    ask: {
      past: (values: { word: string | number }) => string;
      participle: (values: { word: string | number }) => string;
      regular: (values: { word: string | number }) => string;
      syllables: (values: { word: string | number }) => string;
      stress: (values: { word: string | number }) => string;
      rhyme: (values: { word: string | number }) => string;
      ipa: (values: { word: string | number }) => string;
      synonym: (values: { word: string | number; about: string | number }) => string;
      notSynonym: (values: { word: string | number }) => string;
      antonym: (values: { word: string | number; about: string | number }) => string;
      oppositeOf: (values: { about: string | number }) => string;
      partIn: (values: { about: string | number; word: string | number }) => string;
    };
    choice: {
      regular: string;
      irregular: string;
    };
  };
  next: {
    "past-tense-of": {
      heading: string;
      text: string;
    };
    "how-to-pronounce": {
      heading: string;
      text: string;
    };
    "synonyms-of": {
      heading: string;
      text: string;
    };
    "antonyms-of": {
      heading: string;
      text: string;
    };
    "what-part-of-speech": {
      heading: string;
      text: string;
    };
  };
}

const messages: Record<Locale, WordsMessages> = {
  en: {
    tools: {
      "past-tense-of": {
        name: "Past tense",
        heading: (d) => "Past tense of “" + d.word + "”",
        link: (d) => "Past tense of " + d.word,
        title: (d) => "Past tense of " + d.word + ": " + d.forms,
        description: (d) => "The past simple of “" + d.word + "” is “" + d.past + "” and the past participle is “" + d.participle + "”. " + select(d.irregular, { yes: "An irregular verb", other: "A regular verb" }) + ": every form, examples and the mistakes to avoid."
      },
      "how-to-pronounce": {
        name: "Pronunciation",
        heading: (d) => "How to pronounce “" + d.word + "”",
        link: (d) => "How to pronounce " + d.word,
        title: (d) => "How to pronounce " + d.word + ": /" + d.ipa + "/",
        description: (d) => "“" + d.word + "” is pronounced /" + d.ipa + "/ (" + d.respelling + ") in American English: " + plural(d.syllables, 0, en, { one: number("en", d.syllables, 0) + " syllable", other: number("en", d.syllables, 0) + " syllables" }) + ", each sound with an example, and a listen button."
      },
      "synonyms-of": {
        name: "Synonyms",
        heading: (d) => "Synonyms of “" + d.word + "”",
        link: (d) => "Synonyms of " + d.word,
        title: (d) => "Synonyms of " + d.word + ": " + d.list,
        description: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " word", other: number("en", d.count, 0) + " words" }) + " that mean the same as “" + d.word + "”, grouped by meaning, with examples: " + d.list + "." as string
      },
      "antonyms-of": {
        name: "Antonyms",
        heading: (d) => "Antonyms of “" + d.word + "”",
        link: (d) => "Antonyms of " + d.word,
        title: (d) => "Antonyms of " + d.word + ": " + d.list,
        description: (d) => "The opposites of “" + d.word + "”, grouped by meaning, with examples: " + d.list + "."
      },
      "what-part-of-speech": {
        name: "Part of speech",
        heading: (d) => "What part of speech is “" + d.word + "”?",
        link: (d) => "What part of speech is " + d.word + "?",
        title: (d) => "What part of speech is " + d.word + "? " + d.list,
        description: (d) => "“" + d.word + "” can be " + d.list + ": what each means, with the word’s meanings and examples for each."
      }
    },
    pos: {
      n: {
        name: "Noun",
        inSentence: "a noun",
        explain: "names a person, place, thing or idea (a teacher, London, happiness)."
      },
      v: {
        name: "Verb",
        inSentence: "a verb",
        explain: "says what someone does or what happens (run, think, become)."
      },
      a: {
        name: "Adjective",
        inSentence: "an adjective",
        explain: "describes a noun (a tall tree, the food is cold)."
      },
      r: {
        name: "Adverb",
        inSentence: "an adverb",
        explain: "tells how, when, where or how much (slowly, tomorrow, very)."
      },
      determiner: {
        name: "Determiner",
        inSentence: "a determiner",
        explain: "comes before a noun to say which one or how many (the, this, some, my)."
      },
      pronoun: {
        name: "Pronoun",
        inSentence: "a pronoun",
        explain: "stands in for a noun (she, it, them, someone)."
      },
      preposition: {
        name: "Preposition",
        inSentence: "a preposition",
        explain: "links a noun to the rest of the sentence, often by place or time (in, on, at, after)."
      },
      conjunction: {
        name: "Conjunction",
        inSentence: "a conjunction",
        explain: "joins words or clauses (and, but, because, if)."
      },
      modal: {
        name: "Modal verb",
        inSentence: "a modal verb",
        explain: "comes before another verb to add ability, permission, duty or possibility (can, must, might)."
      },
      auxiliary: {
        name: "Auxiliary verb",
        inSentence: "an auxiliary verb",
        explain: "helps another verb form tenses, questions and negatives (be, have, do)."
      },
      interjection: {
        name: "Interjection",
        inSentence: "an interjection",
        explain: "shows a feeling or reaction on its own (oh, wow, ouch)."
      },
      number: {
        name: "Number",
        inSentence: "a number",
        explain: "says how many (one, twelve, a hundred)."
      }
    },
    pastTense: {
      answer: (d) => "The past simple of “" + d.word + "” is “" + d.past + "”, and the past participle is “" + d.participle + "”.",
      answerByMeaning: (d) => "“" + d.word + "” has two sets of forms: “" + d.first + "” when it means " + d.firstMeaning + "; “" + d.second + "” when it means " + d.secondMeaning + ".",
      irregular: "Irregular verb",
      regular: "Regular verb",
      formsHeading: (d) => "All forms of “" + d.word + "”",
      form: {
        base: "Base form",
        third: "He, she, it",
        ing: "-ing form",
        past: "Past simple",
        participle: "Past participle"
      },
      variants: "Where two forms are given, both are correct; the first is the more common in American English.",
      edSound: (d) => "The -ed of “" + d.past + "” is said " + select(d.sound, { t: "/t/, as in “stopped”", d: "/d/, as in “played”", other: "/ɪd/, as an extra syllable, as in “wanted”" }) + ".",
      examplesHeading: "In sentences",
      patternsHeading: "How to use it",
      pattern: {
        affirmative: "Affirmative",
        negative: "Negative",
        question: "Question",
        perfect: "Present perfect"
      },
      mistakesHeading: "Mistakes to avoid",
      mistake: {
        regularised: (d) => "“" + d.wrong + "” is not a word: “" + d.word + "” is irregular, and its past is “" + d.right + "”.",
        participle: (d) => "Not “I have " + d.wrong + "” but “I have " + d.right + "”: the past participle is not the past simple.",
        doubling: (d) => "Double the last letter: “" + d.right + "”, not “" + d.wrong + "”.",
        "y-to-i": (d) => "After a consonant, y becomes i: “" + d.right + "”, not “" + d.wrong + "”.",
        ck: (d) => "Add a k before -ed: “" + d.right + "”, not “" + d.wrong + "”.",
        "british-l": (d) => "British English writes “" + d.wrong + "”; American English writes “" + d.right + "”."
      },
      noMistakes: (d) => "Add -ed and you have it: “" + d.word + "” is as regular as verbs get.",
      sameChangeHeading: "Verbs that change the same way",
      similarHeading: "Verbs with a similar meaning",
      byMeaning: (d) => "“" + d.word + "” has two sets of forms, one for each meaning: they are not interchangeable.",
      meaningHeading: "When it means",
      meaning: {
        recline: "to be flat, to rest (lie in bed)",
        untruth: "to say what is not true",
        suspend: "to hang up (a coat, a picture)",
        execute: "to kill with a rope (in history and the news)",
        giveLight: "to give light (the sun shone)",
        polish: "to polish (he shined his shoes)"
      }
    },
    pronounce: {
      answer: "Say it like this",
      ipaLabel: "IPA, American English",
      listen: (d) => "Listen to “" + d.word + "”",
      syllablesHeading: "Syllables and stress",
      syllables: (d) => plural(d.count, 0, en, { one: "One syllable.", other: number("en", d.count, 0) + " syllables; the stress is on “" + d.stressed + "”." }) as string,
      soundsHeading: "Sound by sound",
      soundExample: (d) => "as in “" + d.example + "”",
      accent: "This is the American pronunciation from the CMU Pronouncing Dictionary. British speakers often sound it differently: most drop the r at the end of a syllable, for example.",
      rhymesHeading: (d) => "Words that rhyme with “" + d.word + "”"
    },
    senses: {
      synonymsLead: (d) => "Another way to say “" + d.word + "”: " + d.list + ". " + plural(d.count, 0, en, { one: "Its meaning is below, with its other words", other: "Its " + number("en", d.count, 0) + " meanings are below, each with its own words" }) + ".",
      antonymsLead: (d) => "The opposite of “" + d.word + "” is " + d.list + ". " + plural(d.count, 0, en, { one: "Its meaning is below, with its opposites", other: "Its " + number("en", d.count, 0) + " meanings are below, each with its opposites" }) + ".",
      meanings: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " meaning", other: number("en", d.count, 0) + " meanings" }) as string,
      answer: (d) => "“" + d.word + "” can be " + d.list + ".",
      answerOne: (d) => "“" + d.word + "” is " + d.list + ".",
      whatItIs: (d) => d.name + ": a word that " + d.explain,
      rare: "rare",
      rareNote: "Words marked “rare” are seldom heard in everyday English: learn the others first."
    },
    search: {
      label: "Look up a word",
      button: "Search",
      hint: (d) => "Type an English word, for example “" + d.example + "”.",
      suggestions: "Suggestions"
    },
    notFound: {
      title: (d) => "No page for “" + d.word + "”",
      heading: (d) => "We have no " + d.tool + " page for “" + d.word + "”",
      lead: "Check the spelling, or try one of these words:",
      none: "We found no word close to it. Try another one."
    },
    also: (d) => "More about “" + d.word + "”",
    credits: "Word data: WordNet 3.1 (Princeton University), the CMU Pronouncing Dictionary (Carnegie Mellon University), english-verbs-irregular (RosaeNLG) and SUBTLEX-US word frequencies (Brysbaert and New).",
    licences: "Licences",
    confusing: {
      name: "Confusing words",
      heading: (d) => d.pair + ": what is the difference?",
      link: (d) => d.pair + ": the difference",
      title: (d) => d.pair + ": the difference, with examples",
      description: (d) => "When to use " + d.pair + ": what each word means, everyday examples, a way to remember the difference and a quick test.",
      tipHeading: "How to remember",
      quizHeading: "Test yourself",
      quizAnswer: "Show the answer"
    },
    breadcrumb: "Breadcrumb",
    popular: "Most looked-up words",
    practice: {
      heading: (d) => "Practice “" + d.word + "”",
      lead: (d) => plural(d.count, 0, en, { one: "One question", "2": "Two questions", "3": "Three questions", other: number("en", d.count, 0) + " questions" }) + ": choose an answer to each, then check them." as string,
      check: "Check my answers",
      score: (d) => d.correct + " of " + d.total + " right",
      scoreLead: (d) => select(d.all, { yes: "Well done: you know “" + d.word + "”.", other: "The right answers are under each question. Read them, then try again." }) as string,
      right: "Right.",
      wrong: (d) => "Not quite: the answer is “" + d.answer + "”.",
      none: (d) => "Not answered: the answer is “" + d.answer + "”.",
      again: "Try again",
      ask: {
        past: (d) => "Which is the past simple of “" + d.word + "”?",
        participle: (d) => "Which completes “I have ___” with “" + d.word + "”?",
        regular: (d) => "Is “" + d.word + "” a regular or an irregular verb?",
        syllables: (d) => "How many syllables does “" + d.word + "” have?",
        stress: (d) => "Which syllable of “" + d.word + "” is stressed?",
        rhyme: (d) => "Which word rhymes with “" + d.word + "”?",
        ipa: (d) => "Which is how “" + d.word + "” sounds?",
        synonym: (d) => "Which word can replace “" + d.word + "” when it means “" + d.about + "”?",
        notSynonym: (d) => "Which of these is not another word for “" + d.word + "”?",
        antonym: (d) => "Which word is the opposite of “" + d.word + "” when it means “" + d.about + "”?",
        oppositeOf: (d) => "“" + d.about + "” is the opposite of which word?",
        partIn: (d) => "In “" + d.about + "”, what is “" + d.word + "”?"
      },
      choice: {
        regular: "Regular: it adds -ed",
        irregular: "Irregular"
      }
    },
    next: {
      "past-tense-of": {
        heading: "Make irregular verbs automatic",
        text: "Short grammar drills in the app, every day, at your level. Answer a few questions and get your plan."
      },
      "how-to-pronounce": {
        heading: "Say it to someone who can hear you",
        text: "A tutor hears what a dictionary can’t. Tell us your goal, your level and your free times; we suggest tutors and you book a 50-minute lesson."
      },
      "synonyms-of": {
        heading: "Use new words before you forget them",
        text: "Daily lessons in the app put new words into sentences you read, say and write, at your level. Answer a few questions and get your plan."
      },
      "antonyms-of": {
        heading: "Learn words with their opposites",
        text: "Daily lessons in the app build your vocabulary at your level and for your goal. Answer a few questions and get your plan."
      },
      "what-part-of-speech": {
        heading: "Grammar that makes sense in sentences",
        text: "Short grammar lessons in the app, every day, at your level and for your goal. Answer a few questions and get your plan."
      }
    }
  },
  es: {
    tools: {
      "past-tense-of": {
        name: "Pasado simple",
        heading: (d) => "Pasado de «" + d.word + "»",
        link: (d) => "Pasado de " + d.word,
        title: (d) => "Pasado de " + d.word + " en inglés: " + d.forms,
        description: (d) => "El pasado simple de «" + d.word + "» es «" + d.past + "» y el participio, «" + d.participle + "». " + select(d.irregular, { yes: "Verbo irregular", other: "Verbo regular" }) + ": todas sus formas, ejemplos y los errores que debes evitar."
      },
      "how-to-pronounce": {
        name: "Pronunciación",
        heading: (d) => "Cómo se pronuncia «" + d.word + "»",
        link: (d) => "Cómo se pronuncia " + d.word,
        title: (d) => "Cómo pronunciar " + d.word + " en inglés: /" + d.ipa + "/",
        description: (d) => "«" + d.word + "» se pronuncia /" + d.ipa + "/ (" + d.respelling + ") en inglés americano: " + plural(d.syllables, 0, es, { one: number("es", d.syllables, 0) + " sílaba", other: number("es", d.syllables, 0) + " sílabas" }) + ", cada sonido con un ejemplo y un botón para oír la palabra."
      },
      "synonyms-of": {
        name: "Sinónimos",
        heading: (d) => "Sinónimos de «" + d.word + "»",
        link: (d) => "Sinónimos de " + d.word,
        title: (d) => "Sinónimos de " + d.word + " en inglés: " + d.list,
        description: (d) => "Sinónimos de «" + d.word + "» en inglés (" + plural(d.count, 0, es, { one: number("es", d.count, 0) + " palabra", other: number("es", d.count, 0) + " palabras" }) + "), agrupados por significado y con ejemplos: " + d.list + "."
      },
      "antonyms-of": {
        name: "Antónimos",
        heading: (d) => "Antónimos de «" + d.word + "»",
        link: (d) => "Antónimos de " + d.word,
        title: (d) => "Antónimos de " + d.word + " en inglés: " + d.list,
        description: (d) => "Los opuestos de «" + d.word + "» en inglés, agrupados por significado y con ejemplos: " + d.list + "."
      },
      "what-part-of-speech": {
        name: "Partes de la oración",
        heading: (d) => "¿Qué parte de la oración es «" + d.word + "»?",
        link: (d) => "¿Qué parte de la oración es " + d.word + "?",
        title: (d) => "¿Qué parte de la oración es " + d.word + "? " + d.list,
        description: (d) => "«" + d.word + "» puede ser " + d.list + ": qué es cada categoría y, en cada caso, los significados de la palabra con ejemplos."
      }
    },
    pos: {
      n: {
        name: "Sustantivo",
        inSentence: "un sustantivo",
        explain: "nombra a una persona, un lugar, una cosa o una idea (a teacher, London, happiness)."
      },
      v: {
        name: "Verbo",
        inSentence: "un verbo",
        explain: "dice lo que alguien hace o lo que pasa (run, think, become)."
      },
      a: {
        name: "Adjetivo",
        inSentence: "un adjetivo",
        explain: "describe un sustantivo (a tall tree, the food is cold)."
      },
      r: {
        name: "Adverbio",
        inSentence: "un adverbio",
        explain: "indica cómo, cuándo, dónde o cuánto (slowly, tomorrow, very)."
      },
      determiner: {
        name: "Determinante",
        inSentence: "un determinante",
        explain: "va delante de un sustantivo para indicar cuál o cuántos (the, this, some, my)."
      },
      pronoun: {
        name: "Pronombre",
        inSentence: "un pronombre",
        explain: "sustituye a un sustantivo (she, it, them, someone)."
      },
      preposition: {
        name: "Preposición",
        inSentence: "una preposición",
        explain: "une un sustantivo con el resto de la oración, a menudo para indicar lugar o tiempo (in, on, at, after)."
      },
      conjunction: {
        name: "Conjunción",
        inSentence: "una conjunción",
        explain: "une palabras u oraciones (and, but, because, if)."
      },
      modal: {
        name: "Verbo modal",
        inSentence: "un verbo modal",
        explain: "va delante de otro verbo para expresar capacidad, permiso, obligación o posibilidad (can, must, might)."
      },
      auxiliary: {
        name: "Verbo auxiliar",
        inSentence: "un verbo auxiliar",
        explain: "ayuda a otro verbo a formar tiempos, preguntas y negaciones (be, have, do)."
      },
      interjection: {
        name: "Interjección",
        inSentence: "una interjección",
        explain: "expresa por sí sola un sentimiento o una reacción (oh, wow, ouch)."
      },
      number: {
        name: "Numeral",
        inSentence: "un numeral",
        explain: "indica cuántos hay (one, twelve, a hundred)."
      }
    },
    pastTense: {
      answer: (d) => "El pasado simple de «" + d.word + "» es «" + d.past + "», y el participio, «" + d.participle + "».",
      answerByMeaning: (d) => "«" + d.word + "» tiene dos juegos de formas: «" + d.first + "» cuando significa " + d.firstMeaning + "; «" + d.second + "» cuando significa " + d.secondMeaning + ".",
      irregular: "Verbo irregular",
      regular: "Verbo regular",
      formsHeading: (d) => "Todas las formas de «" + d.word + "»",
      form: {
        base: "Forma base",
        third: "Tercera persona (he, she, it)",
        ing: "Forma en -ing",
        past: "Pasado simple",
        participle: "Participio pasado"
      },
      variants: "Cuando aparecen dos formas, las dos son correctas; la primera es la más común en inglés americano.",
      edSound: (d) => "La -ed de «" + d.past + "» se pronuncia " + select(d.sound, { t: "/t/, como en «stopped»", d: "/d/, como en «played»", other: "/ɪd/ y añade una sílaba, como en «wanted»" }) + ".",
      examplesHeading: "En frases",
      patternsHeading: "Cómo se usa",
      pattern: {
        affirmative: "Afirmativa",
        negative: "Negativa",
        question: "Interrogativa",
        perfect: "Presente perfecto"
      },
      mistakesHeading: "Errores que conviene evitar",
      mistake: {
        regularised: (d) => "«" + d.wrong + "» no existe: «" + d.word + "» es irregular y su pasado es «" + d.right + "».",
        participle: (d) => "No es «I have " + d.wrong + "», sino «I have " + d.right + "»: el participio no es lo mismo que el pasado simple.",
        doubling: (d) => "Duplica la última letra: «" + d.right + "», no «" + d.wrong + "».",
        "y-to-i": (d) => "Después de consonante, la y pasa a i: «" + d.right + "», no «" + d.wrong + "».",
        ck: (d) => "Añade una k antes de -ed: «" + d.right + "», no «" + d.wrong + "».",
        "british-l": (d) => "En inglés británico se escribe «" + d.wrong + "»; en inglés americano, «" + d.right + "»."
      },
      noMistakes: (d) => "Añade -ed y listo: «" + d.word + "» es un verbo completamente regular.",
      sameChangeHeading: "Verbos que cambian igual",
      similarHeading: "Verbos de significado parecido",
      byMeaning: (d) => "«" + d.word + "» tiene dos juegos de formas, uno para cada significado, y no se intercambian.",
      meaningHeading: "Cuando significa",
      meaning: {
        recline: "estar tumbado, descansar (lie in bed)",
        untruth: "mentir",
        suspend: "colgar (un abrigo, un cuadro)",
        execute: "ahorcar (en historia y en las noticias)",
        giveLight: "brillar, dar luz (the sun shone)",
        polish: "sacar brillo (he shined his shoes)"
      }
    },
    pronounce: {
      answer: "Se dice así",
      ipaLabel: "AFI, inglés americano",
      listen: (d) => "Escuchar «" + d.word + "»",
      syllablesHeading: "Sílabas y acento",
      syllables: (d) => plural(d.count, 0, es, { one: "Una sílaba.", other: number("es", d.count, 0) + " sílabas; el acento cae en «" + d.stressed + "»." }) as string,
      soundsHeading: "Sonido a sonido",
      soundExample: (d) => "como en «" + d.example + "»",
      accent: "Esta es la pronunciación americana del CMU Pronouncing Dictionary. En el Reino Unido suele sonar distinta: por ejemplo, la mayoría no pronuncia la r al final de una sílaba.",
      rhymesHeading: (d) => "Palabras que riman con «" + d.word + "»"
    },
    senses: {
      synonymsLead: (d) => "Otra forma de decir «" + d.word + "»: " + d.list + ". Abajo " + plural(d.count, 0, es, { one: "tienes su significado, con sus palabras", other: "tienes sus " + number("es", d.count, 0) + " significados, cada uno con sus palabras" }) + ".",
      antonymsLead: (d) => "Lo contrario de «" + d.word + "» es " + d.list + ". Abajo " + plural(d.count, 0, es, { one: "tienes su significado, con sus opuestos", other: "tienes sus " + number("es", d.count, 0) + " significados, cada uno con sus opuestos" }) + ".",
      meanings: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " significado", other: number("es", d.count, 0) + " significados" }) as string,
      answer: (d) => "«" + d.word + "» puede ser " + d.list + ".",
      answerOne: (d) => "«" + d.word + "» es " + d.list + ".",
      whatItIs: (d) => d.name + ": palabra que " + d.explain,
      rare: "poco usada",
      rareNote: "Las palabras marcadas como «poco usada» casi no se oyen en el inglés de todos los días: aprende primero las demás."
    },
    search: {
      label: "Busca una palabra",
      button: "Buscar",
      hint: (d) => "Escribe una palabra en inglés, por ejemplo «" + d.example + "».",
      suggestions: "Sugerencias"
    },
    notFound: {
      title: (d) => "No hay ninguna página para «" + d.word + "»",
      heading: (d) => "No encontramos «" + d.word + "» en nuestra sección de " + d.tool,
      lead: "Revisa la ortografía o prueba con una de estas palabras:",
      none: "No encontramos ninguna palabra parecida. Prueba con otra."
    },
    also: (d) => "Más sobre «" + d.word + "»",
    credits: "Datos de las palabras: WordNet 3.1 (Princeton University), CMU Pronouncing Dictionary (Carnegie Mellon University), english-verbs-irregular (RosaeNLG) y las frecuencias de SUBTLEX-US (Brysbaert y New).",
    licences: "Licencias",
    confusing: {
      name: "Palabras que se confunden",
      heading: (d) => d.pair + ": ¿cuál es la diferencia?",
      link: (d) => d.pair + ": la diferencia",
      title: (d) => "Diferencia entre " + d.pair + " en inglés, con ejemplos",
      description: (d) => "Cuándo usar " + d.pair + ": qué significa cada palabra, ejemplos cotidianos, un truco para recordar la diferencia y una prueba rápida.",
      tipHeading: "Cómo recordarlo",
      quizHeading: "Ponte a prueba",
      quizAnswer: "Ver la respuesta"
    },
    breadcrumb: "Ruta de navegación",
    popular: "Las palabras más buscadas",
    practice: {
      heading: (d) => "Practica «" + d.word + "»",
      lead: (d) => plural(d.count, 0, es, { one: "Una pregunta", "2": "Dos preguntas", "3": "Tres preguntas", other: number("es", d.count, 0) + " preguntas" }) + ": elige una respuesta en cada una y luego compruébalas." as string,
      check: "Comprobar respuestas",
      score: (d) => d.correct + " de " + d.total + " correctas",
      scoreLead: (d) => select(d.all, { yes: "¡Muy bien! Ya dominas «" + d.word + "».", other: "Debajo de cada pregunta tienes la respuesta correcta. Léelas y vuelve a intentarlo." }) as string,
      right: "Correcto.",
      wrong: (d) => "Casi: la respuesta es «" + d.answer + "».",
      none: (d) => "Sin responder: la respuesta es «" + d.answer + "».",
      again: "Intentar de nuevo",
      ask: {
        past: (d) => "¿Cuál es el pasado simple de «" + d.word + "»?",
        participle: (d) => "¿Qué forma de «" + d.word + "» completa «I have ___»?",
        regular: (d) => "¿«" + d.word + "» es un verbo regular o irregular?",
        syllables: (d) => "¿Cuántas sílabas tiene «" + d.word + "»?",
        stress: (d) => "¿Qué sílaba de «" + d.word + "» lleva el acento?",
        rhyme: (d) => "¿Qué palabra rima con «" + d.word + "»?",
        ipa: (d) => "¿Cómo suena «" + d.word + "»?",
        synonym: (d) => "¿Qué palabra puede sustituir a «" + d.word + "» cuando significa «" + d.about + "»?",
        notSynonym: (d) => "¿Cuál de estas palabras no es sinónimo de «" + d.word + "»?",
        antonym: (d) => "¿Qué palabra es lo contrario de «" + d.word + "» cuando significa «" + d.about + "»?",
        oppositeOf: (d) => "«" + d.about + "» es lo contrario de ¿qué palabra?",
        partIn: (d) => "En «" + d.about + "», ¿qué es «" + d.word + "»?"
      },
      choice: {
        regular: "Regular: añade -ed",
        irregular: "Irregular"
      }
    },
    next: {
      "past-tense-of": {
        heading: "Que los verbos irregulares te salgan solos",
        text: "Ejercicios de gramática cortos en la app, cada día y a tu nivel. Responde unas preguntas y recibe tu plan."
      },
      "how-to-pronounce": {
        heading: "Dilo delante de alguien que te escuche",
        text: "Un tutor oye lo que un diccionario no puede. Cuéntanos tu objetivo, tu nivel y tus horarios libres; te proponemos tutores y reservas una clase de 50 minutos."
      },
      "synonyms-of": {
        heading: "Usa las palabras nuevas antes de olvidarlas",
        text: "Las lecciones diarias de la app llevan las palabras nuevas a frases que lees, dices y escribes, a tu nivel. Responde unas preguntas y recibe tu plan."
      },
      "antonyms-of": {
        heading: "Aprende las palabras con sus contrarios",
        text: "Las lecciones diarias de la app amplían tu vocabulario a tu nivel y para tu objetivo. Responde unas preguntas y recibe tu plan."
      },
      "what-part-of-speech": {
        heading: "Gramática que se entiende en frases",
        text: "Lecciones de gramática cortas en la app, cada día, a tu nivel y para tu objetivo. Responde unas preguntas y recibe tu plan."
      }
    }
  },
  pt: {
    tools: {
      "past-tense-of": {
        name: "Passado dos verbos",
        heading: (d) => "Passado de “" + d.word + "”",
        link: (d) => "Passado de " + d.word,
        title: (d) => "Passado de " + d.word + " em inglês: " + d.forms,
        description: (d) => "O passado simples de “" + d.word + "” é “" + d.past + "” e o particípio é “" + d.participle + "”. " + select(d.irregular, { yes: "Verbo irregular", other: "Verbo regular" }) + ": todas as formas, exemplos e os erros que você deve evitar."
      },
      "how-to-pronounce": {
        name: "Pronúncia",
        heading: (d) => "Como pronunciar “" + d.word + "”",
        link: (d) => "Como pronunciar " + d.word,
        title: (d) => "Como pronunciar " + d.word + " em inglês: /" + d.ipa + "/",
        description: (d) => "“" + d.word + "” se pronuncia /" + d.ipa + "/ (" + d.respelling + ") no inglês americano: " + plural(d.syllables, 0, pt, { one: number("pt", d.syllables, 0) + " sílaba", other: number("pt", d.syllables, 0) + " sílabas" }) + ", cada som com um exemplo e um botão para ouvir a palavra."
      },
      "synonyms-of": {
        name: "Sinônimos",
        heading: (d) => "Sinônimos de “" + d.word + "”",
        link: (d) => "Sinônimos de " + d.word,
        title: (d) => "Sinônimos de " + d.word + " em inglês: " + d.list,
        description: (d) => "Sinônimos de “" + d.word + "” em inglês (" + plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " palavra", other: number("pt", d.count, 0) + " palavras" }) + "), agrupados por significado e com exemplos: " + d.list + "."
      },
      "antonyms-of": {
        name: "Antônimos",
        heading: (d) => "Antônimos de “" + d.word + "”",
        link: (d) => "Antônimos de " + d.word,
        title: (d) => "Antônimos de " + d.word + " em inglês: " + d.list,
        description: (d) => "Os opostos de “" + d.word + "” em inglês, agrupados por significado e com exemplos: " + d.list + "."
      },
      "what-part-of-speech": {
        name: "Classes de palavras",
        heading: (d) => "Qual é a classe gramatical de “" + d.word + "”?",
        link: (d) => "Qual é a classe gramatical de " + d.word + "?",
        title: (d) => "Qual é a classe gramatical de " + d.word + "? " + d.list,
        description: (d) => "“" + d.word + "” pode ser " + d.list + ": o que é cada classe e, em cada caso, os significados da palavra com exemplos."
      }
    },
    pos: {
      n: {
        name: "Substantivo",
        inSentence: "um substantivo",
        explain: "dá nome a uma pessoa, um lugar, uma coisa ou uma ideia (a teacher, London, happiness)."
      },
      v: {
        name: "Verbo",
        inSentence: "um verbo",
        explain: "diz o que alguém faz ou o que acontece (run, think, become)."
      },
      a: {
        name: "Adjetivo",
        inSentence: "um adjetivo",
        explain: "descreve um substantivo (a tall tree, the food is cold)."
      },
      r: {
        name: "Advérbio",
        inSentence: "um advérbio",
        explain: "diz como, quando, onde ou quanto (slowly, tomorrow, very)."
      },
      determiner: {
        name: "Determinante",
        inSentence: "um determinante",
        explain: "vem antes de um substantivo para dizer qual ou quantos (the, this, some, my)."
      },
      pronoun: {
        name: "Pronome",
        inSentence: "um pronome",
        explain: "ocupa o lugar de um substantivo (she, it, them, someone)."
      },
      preposition: {
        name: "Preposição",
        inSentence: "uma preposição",
        explain: "liga um substantivo ao resto da frase, muitas vezes indicando lugar ou tempo (in, on, at, after)."
      },
      conjunction: {
        name: "Conjunção",
        inSentence: "uma conjunção",
        explain: "liga palavras ou orações (and, but, because, if)."
      },
      modal: {
        name: "Verbo modal",
        inSentence: "um verbo modal",
        explain: "vem antes de outro verbo para indicar capacidade, permissão, obrigação ou possibilidade (can, must, might)."
      },
      auxiliary: {
        name: "Verbo auxiliar",
        inSentence: "um verbo auxiliar",
        explain: "ajuda outro verbo a formar tempos, perguntas e negativas (be, have, do)."
      },
      interjection: {
        name: "Interjeição",
        inSentence: "uma interjeição",
        explain: "expressa sozinha um sentimento ou uma reação (oh, wow, ouch)."
      },
      number: {
        name: "Numeral",
        inSentence: "um numeral",
        explain: "indica uma quantidade (one, twelve, a hundred)."
      }
    },
    pastTense: {
      answer: (d) => "O passado simples de “" + d.word + "” é “" + d.past + "”, e o particípio é “" + d.participle + "”.",
      answerByMeaning: (d) => "“" + d.word + "” tem dois conjuntos de formas: “" + d.first + "” quando significa " + d.firstMeaning + "; “" + d.second + "” quando significa " + d.secondMeaning + ".",
      irregular: "Verbo irregular",
      regular: "Verbo regular",
      formsHeading: (d) => "Todas as formas de “" + d.word + "”",
      form: {
        base: "Forma base",
        third: "Terceira pessoa (he, she, it)",
        ing: "Forma com -ing",
        past: "Passado simples",
        participle: "Particípio passado"
      },
      variants: "Quando aparecem duas formas, as duas estão certas; a primeira é a mais comum no inglês americano.",
      edSound: (d) => "O -ed de “" + d.past + "” se pronuncia " + select(d.sound, { t: "/t/, como em “stopped”", d: "/d/, como em “played”", other: "/ɪd/ e acrescenta uma sílaba, como em “wanted”" }) + ".",
      examplesHeading: "Em frases",
      patternsHeading: "Como usar",
      pattern: {
        affirmative: "Afirmativa",
        negative: "Negativa",
        question: "Interrogativa",
        perfect: "Presente perfeito"
      },
      mistakesHeading: "Erros que você deve evitar",
      mistake: {
        regularised: (d) => "“" + d.wrong + "” não existe: “" + d.word + "” é irregular, e o passado é “" + d.right + "”.",
        participle: (d) => "Não é “I have " + d.wrong + "”, e sim “I have " + d.right + "”: o particípio passado não é o passado simples.",
        doubling: (d) => "Dobre a última letra: “" + d.right + "”, e não “" + d.wrong + "”.",
        "y-to-i": (d) => "Depois de consoante, o y vira i: “" + d.right + "”, e não “" + d.wrong + "”.",
        ck: (d) => "Acrescente um k antes do -ed: “" + d.right + "”, e não “" + d.wrong + "”.",
        "british-l": (d) => "No inglês britânico se escreve “" + d.wrong + "”; no americano, “" + d.right + "”."
      },
      noMistakes: (d) => "Acrescente -ed e pronto: “" + d.word + "” é um verbo totalmente regular.",
      sameChangeHeading: "Verbos que mudam do mesmo jeito",
      similarHeading: "Verbos com sentido parecido",
      byMeaning: (d) => "“" + d.word + "” tem dois conjuntos de formas, um para cada significado, e eles não se trocam.",
      meaningHeading: "Quando significa",
      meaning: {
        recline: "estar deitado, descansar (lie in bed)",
        untruth: "mentir",
        suspend: "pendurar (um casaco, um quadro)",
        execute: "enforcar (na história e no noticiário)",
        giveLight: "brilhar, dar luz (the sun shone)",
        polish: "dar brilho, lustrar (he shined his shoes)"
      }
    },
    pronounce: {
      answer: "Pronuncie assim",
      ipaLabel: "AFI, inglês americano",
      listen: (d) => "Ouvir “" + d.word + "”",
      syllablesHeading: "Sílabas e acento tônico",
      syllables: (d) => plural(d.count, 0, pt, { one: "Uma sílaba.", other: number("pt", d.count, 0) + " sílabas; a tônica é “" + d.stressed + "”." }) as string,
      soundsHeading: "Som por som",
      soundExample: (d) => "como em “" + d.example + "”",
      accent: "Esta é a pronúncia americana, do CMU Pronouncing Dictionary. Os britânicos muitas vezes falam de outro jeito: a maioria não pronuncia o r no fim de uma sílaba, por exemplo.",
      rhymesHeading: (d) => "Palavras que rimam com “" + d.word + "”"
    },
    senses: {
      synonymsLead: (d) => "Outra forma de dizer “" + d.word + "”: " + d.list + ". Abaixo " + plural(d.count, 0, pt, { one: "está o seu significado, com as suas palavras", other: "estão os seus " + number("pt", d.count, 0) + " significados, cada um com as suas palavras" }) + ".",
      antonymsLead: (d) => "O contrário de “" + d.word + "” é " + d.list + ". Abaixo " + plural(d.count, 0, pt, { one: "está o seu significado, com os seus opostos", other: "estão os seus " + number("pt", d.count, 0) + " significados, cada um com os seus opostos" }) + ".",
      meanings: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " significado", other: number("pt", d.count, 0) + " significados" }) as string,
      answer: (d) => "“" + d.word + "” pode ser " + d.list + ".",
      answerOne: (d) => "“" + d.word + "” é " + d.list + ".",
      whatItIs: (d) => d.name + ": palavra que " + d.explain,
      rare: "pouco usada",
      rareNote: "As palavras marcadas como “pouco usada” quase não aparecem no inglês do dia a dia: aprenda primeiro as outras."
    },
    search: {
      label: "Pesquise uma palavra",
      button: "Pesquisar",
      hint: (d) => "Digite uma palavra em inglês, por exemplo “" + d.example + "”.",
      suggestions: "Sugestões"
    },
    notFound: {
      title: (d) => "Nenhuma página para “" + d.word + "”",
      heading: (d) => "Não encontramos “" + d.word + "” na nossa seção de " + d.tool,
      lead: "Confira a ortografia ou tente uma destas palavras:",
      none: "Não encontramos nenhuma palavra parecida. Tente outra."
    },
    also: (d) => "Mais sobre “" + d.word + "”",
    credits: "Dados das palavras: WordNet 3.1 (Princeton University), CMU Pronouncing Dictionary (Carnegie Mellon University), english-verbs-irregular (RosaeNLG) e as frequências do SUBTLEX-US (Brysbaert e New).",
    licences: "Licenças",
    confusing: {
      name: "Palavras que se confundem",
      heading: (d) => d.pair + ": qual é a diferença?",
      link: (d) => d.pair + ": a diferença",
      title: (d) => "Diferença entre " + d.pair + " em inglês, com exemplos",
      description: (d) => "Quando usar " + d.pair + ": o que cada palavra significa, exemplos do dia a dia, um jeito de lembrar a diferença e um teste rápido.",
      tipHeading: "Como lembrar",
      quizHeading: "Teste-se",
      quizAnswer: "Ver a resposta"
    },
    breadcrumb: "Trilha de navegação",
    popular: "As palavras mais pesquisadas",
    practice: {
      heading: (d) => "Pratique “" + d.word + "”",
      lead: (d) => plural(d.count, 0, pt, { one: "Uma pergunta", "2": "Duas perguntas", "3": "Três perguntas", other: number("pt", d.count, 0) + " perguntas" }) + ": escolha uma resposta em cada uma e depois confira." as string,
      check: "Conferir respostas",
      score: (d) => d.correct + " de " + d.total + " certas",
      scoreLead: (d) => select(d.all, { yes: "Muito bem: você sabe “" + d.word + "”.", other: "A resposta certa está embaixo de cada pergunta. Leia e tente de novo." }) as string,
      right: "Certo.",
      wrong: (d) => "Quase: a resposta é “" + d.answer + "”.",
      none: (d) => "Sem resposta: a resposta é “" + d.answer + "”.",
      again: "Tentar de novo",
      ask: {
        past: (d) => "Qual é o passado simples de “" + d.word + "”?",
        participle: (d) => "Qual forma de “" + d.word + "” completa “I have ___”?",
        regular: (d) => "“" + d.word + "” é um verbo regular ou irregular?",
        syllables: (d) => "Quantas sílabas tem “" + d.word + "”?",
        stress: (d) => "Qual sílaba de “" + d.word + "” é a tônica?",
        rhyme: (d) => "Qual palavra rima com “" + d.word + "”?",
        ipa: (d) => "Como “" + d.word + "” soa?",
        synonym: (d) => "Qual palavra pode substituir “" + d.word + "” quando significa “" + d.about + "”?",
        notSynonym: (d) => "Qual destas não é sinônimo de “" + d.word + "”?",
        antonym: (d) => "Qual palavra é o contrário de “" + d.word + "” quando significa “" + d.about + "”?",
        oppositeOf: (d) => "“" + d.about + "” é o contrário de qual palavra?",
        partIn: (d) => "Em “" + d.about + "”, o que é “" + d.word + "”?"
      },
      choice: {
        regular: "Regular: ganha -ed",
        irregular: "Irregular"
      }
    },
    next: {
      "past-tense-of": {
        heading: "Verbos irregulares no automático",
        text: "Exercícios de gramática curtos no app, todo dia, no seu nível. Responda a algumas perguntas e receba seu plano."
      },
      "how-to-pronounce": {
        heading: "Fale para alguém que possa ouvir você",
        text: "Um tutor ouve o que um dicionário não ouve. Conte seu objetivo, seu nível e seus horários livres; sugerimos tutores e você agenda uma aula de 50 minutos."
      },
      "synonyms-of": {
        heading: "Use as palavras novas antes de esquecê-las",
        text: "As aulas diárias do app levam as palavras novas para frases que você lê, fala e escreve, no seu nível. Responda a algumas perguntas e receba seu plano."
      },
      "antonyms-of": {
        heading: "Aprenda as palavras com seus contrários",
        text: "As aulas diárias do app ampliam seu vocabulário no seu nível e para o seu objetivo. Responda a algumas perguntas e receba seu plano."
      },
      "what-part-of-speech": {
        heading: "Gramática que faz sentido nas frases",
        text: "Aulas de gramática curtas no app, todo dia, no seu nível e para o seu objetivo. Responda a algumas perguntas e receba seu plano."
      }
    }
  },
  uk: {
    tools: {
      "past-tense-of": {
        name: "Минулий час",
        heading: (d) => "Минулий час дієслова «" + d.word + "»",
        link: (d) => "Минулий час " + d.word,
        title: (d) => "Минулий час " + d.word + ": " + d.forms,
        description: (d) => "Минулий час дієслова «" + d.word + "» — «" + d.past + "», дієприкметник минулого часу — «" + d.participle + "». " + select(d.irregular, { yes: "Неправильне дієслово", other: "Правильне дієслово" }) + ": усі форми, приклади й типові помилки."
      },
      "how-to-pronounce": {
        name: "Вимова",
        heading: (d) => "Як вимовляти «" + d.word + "»",
        link: (d) => "Як вимовляти " + d.word,
        title: (d) => "Як вимовляти " + d.word + ": /" + d.ipa + "/",
        description: (d) => "«" + d.word + "» вимовляється /" + d.ipa + "/ (" + d.respelling + ") в американській англійській: " + plural(d.syllables, 0, uk, { one: number("uk", d.syllables, 0) + " склад", few: number("uk", d.syllables, 0) + " склади", many: number("uk", d.syllables, 0) + " складів", other: number("uk", d.syllables, 0) + " складу" }) + ", кожен звук із прикладом і кнопка, щоб послухати слово."
      },
      "synonyms-of": {
        name: "Синоніми",
        heading: (d) => "Синоніми до слова «" + d.word + "»",
        link: (d) => "Синоніми до слова " + d.word,
        title: (d) => "Синоніми до слова " + d.word + ": " + d.list,
        description: (d) => "Англійські синоніми до слова «" + d.word + "» (" + plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " слово", few: number("uk", d.count, 0) + " слова", many: number("uk", d.count, 0) + " слів", other: number("uk", d.count, 0) + " слова" }) + "), згруповані за значеннями, із прикладами: " + d.list + "."
      },
      "antonyms-of": {
        name: "Антоніми",
        heading: (d) => "Антоніми до слова «" + d.word + "»",
        link: (d) => "Антоніми до слова " + d.word,
        title: (d) => "Антоніми до слова " + d.word + ": " + d.list,
        description: (d) => "Антоніми до слова «" + d.word + "» — протилежні за змістом слова, згруповані за значеннями, із прикладами: " + d.list + "."
      },
      "what-part-of-speech": {
        name: "Частини мови",
        heading: (d) => "Якою частиною мови є «" + d.word + "»?",
        link: (d) => "Якою частиною мови є " + d.word + "?",
        title: (d) => "Якою частиною мови є " + d.word + "? " + d.list,
        description: (d) => "Слово «" + d.word + "» може бути " + d.list + ": що таке кожна з цих частин мови, значення слова в кожній ролі й приклади."
      }
    },
    pos: {
      n: {
        name: "Іменник",
        inSentence: "іменником",
        explain: "називає особу, місце, предмет або поняття (a teacher, London, happiness)."
      },
      v: {
        name: "Дієслово",
        inSentence: "дієсловом",
        explain: "показує, що хтось робить або що відбувається (run, think, become)."
      },
      a: {
        name: "Прикметник",
        inSentence: "прикметником",
        explain: "описує іменник (a tall tree, the food is cold)."
      },
      r: {
        name: "Прислівник",
        inSentence: "прислівником",
        explain: "показує, як, коли, де або якою мірою (slowly, tomorrow, very)."
      },
      determiner: {
        name: "Детермінатив",
        inSentence: "детермінативом",
        explain: "стоїть перед іменником і вказує, який саме або скільки (the, this, some, my)."
      },
      pronoun: {
        name: "Займенник",
        inSentence: "займенником",
        explain: "заступає іменник (she, it, them, someone)."
      },
      preposition: {
        name: "Прийменник",
        inSentence: "прийменником",
        explain: "повʼязує іменник з рештою речення, часто вказуючи на місце чи час (in, on, at, after)."
      },
      conjunction: {
        name: "Сполучник",
        inSentence: "сполучником",
        explain: "поєднує слова або частини речення (and, but, because, if)."
      },
      modal: {
        name: "Модальне дієслово",
        inSentence: "модальним дієсловом",
        explain: "стоїть перед іншим дієсловом і додає значення вміння, дозволу, обовʼязку або ймовірності (can, must, might)."
      },
      auxiliary: {
        name: "Допоміжне дієслово",
        inSentence: "допоміжним дієсловом",
        explain: "допомагає іншому дієслову утворювати часи, запитання й заперечення (be, have, do)."
      },
      interjection: {
        name: "Вигук",
        inSentence: "вигуком",
        explain: "саме по собі виражає почуття чи реакцію (oh, wow, ouch)."
      },
      number: {
        name: "Числівник",
        inSentence: "числівником",
        explain: "називає кількість (one, twelve, a hundred)."
      }
    },
    pastTense: {
      answer: (d) => "Минулий час дієслова «" + d.word + "» — «" + d.past + "», а дієприкметник минулого часу — «" + d.participle + "».",
      answerByMeaning: (d) => "У «" + d.word + "» два набори форм: «" + d.first + "», коли воно означає «" + d.firstMeaning + "», і «" + d.second + "», коли означає «" + d.secondMeaning + "».",
      irregular: "Неправильне дієслово",
      regular: "Правильне дієслово",
      formsHeading: (d) => "Усі форми дієслова «" + d.word + "»",
      form: {
        base: "Початкова форма",
        third: "Третя особа (he, she, it)",
        ing: "Форма на -ing",
        past: "Минулий час",
        participle: "Дієприкметник минулого часу"
      },
      variants: "Якщо подано дві форми, правильні обидві; перша поширеніша в американській англійській.",
      edSound: (d) => "Закінчення -ed у «" + d.past + "» вимовляється " + select(d.sound, { t: "/t/, як у «stopped»", d: "/d/, як у «played»", other: "/ɪd/ і додає склад, як у «wanted»" }) + ".",
      examplesHeading: "У реченнях",
      patternsHeading: "Як уживати",
      pattern: {
        affirmative: "Ствердження",
        negative: "Заперечення",
        question: "Запитання",
        perfect: "Теперішній доконаний час"
      },
      mistakesHeading: "Яких помилок уникати",
      mistake: {
        regularised: (d) => "Слова «" + d.wrong + "» не існує: «" + d.word + "» — неправильне дієслово, і його минулий час — «" + d.right + "».",
        participle: (d) => "Не «I have " + d.wrong + "», а «I have " + d.right + "»: дієприкметник минулого часу — не те саме, що минулий час.",
        doubling: (d) => "Подвойте останню літеру: «" + d.right + "», а не «" + d.wrong + "».",
        "y-to-i": (d) => "Після приголосної y змінюється на i: «" + d.right + "», а не «" + d.wrong + "».",
        ck: (d) => "Додайте k перед -ed: «" + d.right + "», а не «" + d.wrong + "».",
        "british-l": (d) => "У британській англійській пишуть «" + d.wrong + "», а в американській — «" + d.right + "»."
      },
      noMistakes: (d) => "Додайте -ed — і готово: «" + d.word + "» — цілком правильне дієслово.",
      sameChangeHeading: "Дієслова, що змінюються так само",
      similarHeading: "Дієслова зі схожим значенням",
      byMeaning: (d) => "У «" + d.word + "» два набори форм — для кожного значення свій, і вони не взаємозамінні.",
      meaningHeading: "Коли означає",
      meaning: {
        recline: "лежати, відпочивати (lie in bed)",
        untruth: "брехати",
        suspend: "вішати, висіти (пальто, картина)",
        execute: "стратити через повішення (в історії та новинах)",
        giveLight: "світити, сяяти (the sun shone)",
        polish: "начищати до блиску (he shined his shoes)"
      }
    },
    pronounce: {
      answer: "Вимовляйте так",
      ipaLabel: "МФА, американська англійська",
      listen: (d) => "Послухати «" + d.word + "»",
      syllablesHeading: "Склади й наголос",
      syllables: (d) => plural(d.count, 0, uk, { one: "Один склад.", few: number("uk", d.count, 0) + " склади; наголос падає на «" + d.stressed + "».", many: number("uk", d.count, 0) + " складів; наголос падає на «" + d.stressed + "».", other: number("uk", d.count, 0) + " складу; наголос падає на «" + d.stressed + "»." }) as string,
      soundsHeading: "Звук за звуком",
      soundExample: (d) => "як у «" + d.example + "»",
      accent: "Це американська вимова за CMU Pronouncing Dictionary. Британці часто вимовляють інакше: наприклад, більшість не вимовляє r у кінці складу.",
      rhymesHeading: (d) => "Слова, що римуються з «" + d.word + "»"
    },
    senses: {
      synonymsLead: (d) => "Замість «" + d.word + "» можна сказати " + d.list + ". Нижче " + plural(d.count, 0, uk, { "1": "значення слова з його синонімами", one: number("uk", d.count, 0) + " значення, кожне зі своїми синонімами", few: number("uk", d.count, 0) + " значення, кожне зі своїми синонімами", many: number("uk", d.count, 0) + " значень, кожне зі своїми синонімами", other: number("uk", d.count, 0) + " значення, кожне зі своїми синонімами" }) + ".",
      antonymsLead: (d) => "Протилежне до «" + d.word + "» — " + d.list + ". Нижче " + plural(d.count, 0, uk, { "1": "значення слова з його антонімами", one: number("uk", d.count, 0) + " значення, кожне зі своїми антонімами", few: number("uk", d.count, 0) + " значення, кожне зі своїми антонімами", many: number("uk", d.count, 0) + " значень, кожне зі своїми антонімами", other: number("uk", d.count, 0) + " значення, кожне зі своїми антонімами" }) + ".",
      meanings: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " значення", few: number("uk", d.count, 0) + " значення", many: number("uk", d.count, 0) + " значень", other: number("uk", d.count, 0) + " значення" }) as string,
      answer: (d) => "Слово «" + d.word + "» може бути " + d.list + ".",
      answerOne: (d) => "Слово «" + d.word + "» є " + d.list + ".",
      whatItIs: (d) => d.name + ": слово, яке " + d.explain,
      rare: "рідковживане",
      rareNote: "Слова з позначкою «рідковживане» у щоденній англійській трапляються рідко: спершу вивчіть інші."
    },
    search: {
      label: "Знайдіть слово",
      button: "Шукати",
      hint: (d) => "Введіть англійське слово, наприклад «" + d.example + "».",
      suggestions: "Підказки"
    },
    notFound: {
      title: (d) => "Сторінки для «" + d.word + "» немає",
      heading: (d) => "Слова «" + d.word + "» немає в розділі «" + d.tool + "»",
      lead: "Перевірте написання або спробуйте одне з цих слів:",
      none: "Схожих слів не знайшлося. Спробуйте інше."
    },
    also: (d) => "Ще про слово «" + d.word + "»",
    credits: "Дані про слова: WordNet 3.1 (Princeton University), CMU Pronouncing Dictionary (Carnegie Mellon University), english-verbs-irregular (RosaeNLG) і частотний словник SUBTLEX-US (Brysbaert і New).",
    licences: "Ліцензії",
    confusing: {
      name: "Слова, які плутають",
      heading: (d) => d.pair + ": у чому різниця?",
      link: (d) => d.pair + ": різниця",
      title: (d) => "Різниця між " + d.pair + ": пояснення і приклади",
      description: (d) => "Коли вживати " + d.pair + ": що означає кожне слово, приклади з життя, спосіб запамʼятати різницю і короткий тест.",
      tipHeading: "Як запамʼятати",
      quizHeading: "Перевірте себе",
      quizAnswer: "Показати відповідь"
    },
    breadcrumb: "Навігаційний ланцюжок",
    popular: "Найпопулярніші слова",
    practice: {
      heading: (d) => "Потренуйте «" + d.word + "»",
      lead: (d) => plural(d.count, 0, uk, { "1": "Одне запитання", "2": "Два запитання", "3": "Три запитання", one: number("uk", d.count, 0) + " запитання", few: number("uk", d.count, 0) + " запитання", many: number("uk", d.count, 0) + " запитань", other: number("uk", d.count, 0) + " запитання" }) + ": виберіть відповідь на кожне, а тоді перевірте." as string,
      check: "Перевірити відповіді",
      score: (d) => "Правильно: " + d.correct + " з " + d.total,
      scoreLead: (d) => select(d.all, { yes: "Чудово: ви знаєте «" + d.word + "».", other: "Правильні відповіді — під кожним запитанням. Прочитайте їх і спробуйте ще раз." }) as string,
      right: "Правильно.",
      wrong: (d) => "Не зовсім: правильна відповідь — «" + d.answer + "».",
      none: (d) => "Без відповіді: правильна відповідь — «" + d.answer + "».",
      again: "Спробувати ще раз",
      ask: {
        past: (d) => "Яка форма минулого часу (past simple) дієслова «" + d.word + "»?",
        participle: (d) => "Яка форма «" + d.word + "» доповнює «I have ___»?",
        regular: (d) => "«" + d.word + "» — правильне чи неправильне дієслово?",
        syllables: (d) => "Скільки складів у слові «" + d.word + "»?",
        stress: (d) => "Який склад у слові «" + d.word + "» наголошений?",
        rhyme: (d) => "Яке слово римується з «" + d.word + "»?",
        ipa: (d) => "Як звучить «" + d.word + "»?",
        synonym: (d) => "Яке слово може замінити «" + d.word + "» у значенні «" + d.about + "»?",
        notSynonym: (d) => "Яке з цих слів не є синонімом «" + d.word + "»?",
        antonym: (d) => "Яке слово протилежне до «" + d.word + "» у значенні «" + d.about + "»?",
        oppositeOf: (d) => "«" + d.about + "» — протилежність якого слова?",
        partIn: (d) => "Чим є «" + d.word + "» у реченні «" + d.about + "»?"
      },
      choice: {
        regular: "Правильне: додає -ed",
        irregular: "Неправильне"
      }
    },
    next: {
      "past-tense-of": {
        heading: "Неправильні дієслова — на автоматі",
        text: "Короткі граматичні вправи в застосунку щодня, на вашому рівні. Дайте відповідь на кілька запитань і отримайте свій план."
      },
      "how-to-pronounce": {
        heading: "Скажіть це тому, хто вас почує",
        text: "Репетитор чує те, чого не почує словник. Розкажіть про мету, рівень і вільний час — ми запропонуємо репетиторів, а ви забронюєте 50-хвилинний урок."
      },
      "synonyms-of": {
        heading: "Вживайте нові слова, поки не забули",
        text: "Щоденні уроки в застосунку переносять нові слова в речення, які ви читаєте, кажете й пишете, на вашому рівні. Дайте відповідь на кілька запитань і отримайте свій план."
      },
      "antonyms-of": {
        heading: "Вчіть слова разом із протилежними",
        text: "Щоденні уроки в застосунку поповнюють ваш словник на вашому рівні й під вашу мету. Дайте відповідь на кілька запитань і отримайте свій план."
      },
      "what-part-of-speech": {
        heading: "Граматика, зрозуміла в реченнях",
        text: "Короткі уроки граматики в застосунку щодня, на вашому рівні й під вашу мету. Дайте відповідь на кілька запитань і отримайте свій план."
      }
    }
  },
};
export default messages;
