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
    synonymsLead: (values: { count: number; word: string | number }) => string;
    antonymsLead: (values: { count: number; word: string | number }) => string;
    meanings: (values: { count: number }) => string;
    answer: (values: { word: string | number; list: string | number }) => string;
    answerOne: (values: { word: string | number; list: string | number }) => string;
    whatItIs: (values: { name: string | number; explain: string | number }) => string;
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
      similarHeading: "Verbs with a similar meaning"
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
      synonymsLead: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " meaning", other: number("en", d.count, 0) + " meanings" }) + " of “" + d.word + "” with other words for it." as string,
      antonymsLead: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " meaning", other: number("en", d.count, 0) + " meanings" }) + " of “" + d.word + "” with its opposites." as string,
      meanings: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " meaning", other: number("en", d.count, 0) + " meanings" }) as string,
      answer: (d) => "“" + d.word + "” can be " + d.list + ".",
      answerOne: (d) => "“" + d.word + "” is " + d.list + ".",
      whatItIs: (d) => d.name + ": a word that " + d.explain
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
    popular: "Most looked-up words"
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
      similarHeading: "Verbos de significado parecido"
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
      synonymsLead: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " significado", other: number("es", d.count, 0) + " significados" }) + " de «" + d.word + "», con otras formas de decirlo." as string,
      antonymsLead: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " significado", other: number("es", d.count, 0) + " significados" }) + " de «" + d.word + "», con sus opuestos." as string,
      meanings: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " significado", other: number("es", d.count, 0) + " significados" }) as string,
      answer: (d) => "«" + d.word + "» puede ser " + d.list + ".",
      answerOne: (d) => "«" + d.word + "» es " + d.list + ".",
      whatItIs: (d) => d.name + ": palabra que " + d.explain
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
    popular: "Las palabras más buscadas"
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
      similarHeading: "Verbos com sentido parecido"
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
      synonymsLead: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " significado", other: number("pt", d.count, 0) + " significados" }) + " de “" + d.word + "”, com outras palavras para dizer o mesmo." as string,
      antonymsLead: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " significado", other: number("pt", d.count, 0) + " significados" }) + " de “" + d.word + "”, com seus opostos." as string,
      meanings: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " significado", other: number("pt", d.count, 0) + " significados" }) as string,
      answer: (d) => "“" + d.word + "” pode ser " + d.list + ".",
      answerOne: (d) => "“" + d.word + "” é " + d.list + ".",
      whatItIs: (d) => d.name + ": palavra que " + d.explain
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
    popular: "As palavras mais pesquisadas"
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
      similarHeading: "Дієслова зі схожим значенням"
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
      synonymsLead: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " значення", few: number("uk", d.count, 0) + " значення", many: number("uk", d.count, 0) + " значень", other: number("uk", d.count, 0) + " значення" }) + " слова «" + d.word + "» із синонімами." as string,
      antonymsLead: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " значення", few: number("uk", d.count, 0) + " значення", many: number("uk", d.count, 0) + " значень", other: number("uk", d.count, 0) + " значення" }) + " слова «" + d.word + "» з антонімами." as string,
      meanings: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " значення", few: number("uk", d.count, 0) + " значення", many: number("uk", d.count, 0) + " значень", other: number("uk", d.count, 0) + " значення" }) as string,
      answer: (d) => "Слово «" + d.word + "» може бути " + d.list + ".",
      answerOne: (d) => "Слово «" + d.word + "» є " + d.list + ".",
      whatItIs: (d) => d.name + ": слово, яке " + d.explain
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
    popular: "Найпопулярніші слова"
  },
};
export default messages;
