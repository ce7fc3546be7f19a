// The level test's own words, in the four locales; the questions are the CMS's (English, since
// they test English), the level names and can-do lists the level collection's.
import type { LevelCode, Locale } from '../../domain/constants.ts';
import type { LevelTestSkill } from '../../domain/content/collections.ts';

export interface LevelTestCopy {
  questionOf: (step: number, total: number) => string;
  skills: Record<LevelTestSkill, string>;
  dontKnow: string;
  back: string;
  next: string;
  finish: string;
  chooseAnswer: string;
  /** Shown without JavaScript, where every question is on the page at once. */
  allAtOnce: (total: number) => string;
  result: {
    heading: (code: LevelCode, name: string) => string;
    lead: string;
    canDo: string;
    readMore: (code: LevelCode, name: string) => string;
    plan: (code: LevelCode) => string;
    again: string;
  };
}

export const LEVEL_TEST_COPY: Record<Locale, LevelTestCopy> = {
  en: {
    questionOf: (step, total) => `Question ${step} of ${total}`,
    skills: { grammar: 'Grammar', vocabulary: 'Vocabulary', reading: 'Reading' },
    dontKnow: 'I don’t know',
    back: 'Back',
    next: 'Next',
    finish: 'See my level',
    chooseAnswer: 'Choose an answer, or “I don’t know”, to go on.',
    allAtOnce: (total) => `Answer all ${total} questions, then press “See my level”. Not sure? Choose “I don’t know”: a guess makes the result less accurate.`,
    result: {
      heading: (code, name) => `Your English level: ${code} ${name}`,
      lead: 'Based on your answers, this is where you are today. Here is what you can already do, and where to go next.',
      canDo: 'What you can do at this level',
      readMore: (code, name) => `More about ${name} (${code})`,
      plan: (code) => `Build my plan from ${code}`,
      again: 'Take the test again',
    },
  },
  es: {
    questionOf: (step, total) => `Pregunta ${step} de ${total}`,
    skills: { grammar: 'Gramática', vocabulary: 'Vocabulario', reading: 'Lectura' },
    dontKnow: 'No lo sé',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Ver mi nivel',
    chooseAnswer: 'Elige una respuesta, o «No lo sé», para continuar.',
    allAtOnce: (total) => `Responde las ${total} preguntas y pulsa «Ver mi nivel». ¿No estás seguro? Elige «No lo sé»: adivinar hace el resultado menos preciso.`,
    result: {
      heading: (code, name) => `Tu nivel de inglés: ${code} ${name}`,
      lead: 'Según tus respuestas, este es tu punto de partida. Esto es lo que ya puedes hacer y el siguiente paso.',
      canDo: 'Lo que puedes hacer en este nivel',
      readMore: (code, name) => `Más sobre el nivel ${name} (${code})`,
      plan: (code) => `Crear mi plan desde ${code}`,
      again: 'Repetir el test',
    },
  },
  pt: {
    questionOf: (step, total) => `Pergunta ${step} de ${total}`,
    skills: { grammar: 'Gramática', vocabulary: 'Vocabulário', reading: 'Leitura' },
    dontKnow: 'Não sei',
    back: 'Voltar',
    next: 'Próxima',
    finish: 'Ver meu nível',
    chooseAnswer: 'Escolha uma resposta, ou “Não sei”, para continuar.',
    allAtOnce: (total) => `Responda às ${total} perguntas e toque em “Ver meu nível”. Na dúvida, escolha “Não sei”: chutar deixa o resultado menos preciso.`,
    result: {
      heading: (code, name) => `Seu nível de inglês: ${code} ${name}`,
      lead: 'Com base nas suas respostas, este é o seu ponto de partida. Veja o que você já consegue fazer e qual é o próximo passo.',
      canDo: 'O que você consegue fazer neste nível',
      readMore: (code, name) => `Mais sobre o nível ${name} (${code})`,
      plan: (code) => `Montar meu plano a partir do ${code}`,
      again: 'Fazer o teste de novo',
    },
  },
  uk: {
    questionOf: (step, total) => `Питання ${step} з ${total}`,
    skills: { grammar: 'Граматика', vocabulary: 'Лексика', reading: 'Читання' },
    dontKnow: 'Не знаю',
    back: 'Назад',
    next: 'Далі',
    finish: 'Дізнатися свій рівень',
    chooseAnswer: 'Оберіть відповідь або «Не знаю», щоб продовжити.',
    allAtOnce: (total) => `Дайте відповідь на всі ${total} питань і натисніть «Дізнатися свій рівень». Не впевнені? Оберіть «Не знаю»: здогадки роблять результат менш точним.`,
    result: {
      heading: (code, name) => `Ваш рівень англійської: ${code} ${name}`,
      lead: 'Судячи з ваших відповідей, це ваша відправна точка. Нижче — що ви вже вмієте і куди рухатися далі.',
      canDo: 'Що ви вмієте на цьому рівні',
      readMore: (code, name) => `Більше про рівень ${name} (${code})`,
      plan: (code) => `Скласти план від рівня ${code}`,
      again: 'Пройти тест ще раз',
    },
  },
};
