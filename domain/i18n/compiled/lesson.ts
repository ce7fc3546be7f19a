// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface LessonMessages {
  start: string;
  progress: (values: { step: string | number; total: string | number }) => string;
  listen: string;
  play: string;
  slower: string;
  noAudio: (values: { meaning: string | number }) => string;
  meaning: string;
  build: string;
  yourSentence: string;
  words: string;
  tapWords: string;
  remove: (values: { word: string | number }) => string;
  gap: string;
  check: string;
  next: string;
  correct: string;
  wrong: (values: { answer: string | number }) => string;
  result: (values: { correct: string | number; total: string | number }) => string;
  levels: {
    A0: string;
    A1: string;
    A2: string;
  };
  plan: string;
  again: string;
  noscript: string;
  levelTest: string;
  meanings: {
    bill: {
      "0": string;
      "1": string;
      "2": string;
    };
    coffee: string;
    here: string;
  };
}

const messages: Record<Locale, LessonMessages> = {
  en: {
    start: "Start the 2‑minute lesson",
    progress: (d) => "Exercise " + d.step + " of " + d.total,
    listen: "Listen and choose what you hear",
    play: "Play",
    slower: "Play slowly",
    noAudio: (d) => "Your browser can’t read aloud here. Choose the English for: “" + d.meaning + "”",
    meaning: "What does it mean?",
    build: "Put the words in order",
    yourSentence: "Your sentence",
    words: "Words",
    tapWords: "Tap the words in order",
    remove: (d) => "Remove “" + d.word + "”",
    gap: "Choose the word that fits",
    check: "Check",
    next: "Continue",
    correct: "Correct!",
    wrong: (d) => "Not quite. The answer: " + d.answer,
    result: (d) => d.correct + " of " + d.total + " right",
    levels: {
      A0: "Everyone starts somewhere. Start at A0: your first lessons cover exactly this.",
      A1: "A good start. Start at A1: short lessons fill the gaps, and the app adjusts as you go.",
      A2: "You know your way around a café. Start at A2: the app picks up from there."
    },
    plan: "Get my plan",
    again: "Try again",
    noscript: "This lesson needs JavaScript. You can still take our level test, which works without it.",
    levelTest: "Take the level test",
    meanings: {
      bill: {
        "0": "Can we pay by card?",
        "1": "Could we see the menu, please?",
        "2": "Could we have the bill, please?"
      },
      coffee: "Can I have a coffee, please?",
      here: "Here you are."
    }
  },
  es: {
    start: "Empezar la lección de 2 minutos",
    progress: (d) => "Ejercicio " + d.step + " de " + d.total,
    listen: "Escucha y elige lo que oyes",
    play: "Reproducir",
    slower: "Más despacio",
    noAudio: (d) => "Tu navegador no puede leer en voz alta aquí. Elige la frase en inglés para: «" + d.meaning + "»",
    meaning: "¿Qué significa?",
    build: "Ordena las palabras",
    yourSentence: "Tu frase",
    words: "Palabras",
    tapWords: "Toca las palabras en orden",
    remove: (d) => "Quitar «" + d.word + "»",
    gap: "Elige la palabra que encaja",
    check: "Comprobar",
    next: "Continuar",
    correct: "¡Correcto!",
    wrong: (d) => "Casi. La respuesta: " + d.answer,
    result: (d) => d.correct + " de " + d.total + " bien",
    levels: {
      A0: "Todo el mundo empieza por algún sitio. Empieza en A0: tus primeras lecciones cubren justo esto.",
      A1: "Buen comienzo. Empieza en A1: lecciones cortas para llenar huecos, y la app se adapta a ti.",
      A2: "Te defiendes en una cafetería. Empieza en A2: la app sigue desde ahí."
    },
    plan: "Quiero mi plan",
    again: "Intentarlo otra vez",
    noscript: "Esta lección necesita JavaScript. Puedes hacer nuestro test de nivel, que funciona sin él.",
    levelTest: "Hacer el test de nivel",
    meanings: {
      bill: {
        "0": "¿Podemos pagar con tarjeta?",
        "1": "¿Nos trae la carta, por favor?",
        "2": "¿Nos trae la cuenta, por favor?"
      },
      coffee: "¿Me pone un café, por favor?",
      here: "Aquí tiene."
    }
  },
  pt: {
    start: "Começar a lição de 2 minutos",
    progress: (d) => "Exercício " + d.step + " de " + d.total,
    listen: "Ouça e escolha o que você ouviu",
    play: "Ouvir",
    slower: "Mais devagar",
    noAudio: (d) => "Seu navegador não consegue ler em voz alta aqui. Escolha a frase em inglês para: “" + d.meaning + "”",
    meaning: "O que significa?",
    build: "Coloque as palavras em ordem",
    yourSentence: "Sua frase",
    words: "Palavras",
    tapWords: "Toque nas palavras em ordem",
    remove: (d) => "Tirar “" + d.word + "”",
    gap: "Escolha a palavra que completa",
    check: "Verificar",
    next: "Continuar",
    correct: "Certo!",
    wrong: (d) => "Quase. A resposta: " + d.answer,
    result: (d) => d.correct + " de " + d.total + " certas",
    levels: {
      A0: "Todo mundo começa de algum lugar. Comece no A0: suas primeiras lições cobrem exatamente isso.",
      A1: "Bom começo. Comece no A1: lições curtas preenchem as lacunas, e o app se ajusta a você.",
      A2: "Você se vira bem numa cafeteria. Comece no A2: o app continua daí."
    },
    plan: "Quero meu plano",
    again: "Tentar de novo",
    noscript: "Esta lição precisa de JavaScript. Você ainda pode fazer nosso teste de nível, que funciona sem ele.",
    levelTest: "Fazer o teste de nível",
    meanings: {
      bill: {
        "0": "Podemos pagar com cartão?",
        "1": "Pode trazer o cardápio, por favor?",
        "2": "Pode trazer a conta, por favor?"
      },
      coffee: "Pode me ver um café, por favor?",
      here: "Aqui está."
    }
  },
  uk: {
    start: "Почати 2‑хвилинний урок",
    progress: (d) => "Вправа " + d.step + " з " + d.total,
    listen: "Послухайте й оберіть, що почули",
    play: "Слухати",
    slower: "Повільніше",
    noAudio: (d) => "Ваш браузер тут не читає вголос. Оберіть англійською: «" + d.meaning + "»",
    meaning: "Що це означає?",
    build: "Складіть речення",
    yourSentence: "Ваше речення",
    words: "Слова",
    tapWords: "Натискайте слова по черзі",
    remove: (d) => "Прибрати «" + d.word + "»",
    gap: "Оберіть слово, яке підходить",
    check: "Перевірити",
    next: "Далі",
    correct: "Правильно!",
    wrong: (d) => "Майже. Правильно: " + d.answer,
    result: (d) => d.correct + " з " + d.total + " правильно",
    levels: {
      A0: "Усі з чогось починають. Почніть з A0: перші уроки саме про це.",
      A1: "Гарний початок. Почніть з A1: короткі уроки заповнять прогалини, а застосунок підлаштується під вас.",
      A2: "У кавʼярні ви впораєтеся. Почніть з A2: застосунок продовжить звідти."
    },
    plan: "Отримати план",
    again: "Спробувати ще раз",
    noscript: "Для цього уроку потрібен JavaScript. Ви все одно можете пройти наш тест рівня, він працює без нього.",
    levelTest: "Пройти тест рівня",
    meanings: {
      bill: {
        "0": "Можна оплатити карткою?",
        "1": "Можна меню, будь ласка?",
        "2": "Можна рахунок, будь ласка?"
      },
      coffee: "Можна мені каву, будь ласка?",
      here: "Ось, прошу."
    }
  },
};
export default messages;
