// What the app's screens show in the showcase, per language the app teaches: a gap to fill, a
// short exchange with the AI partner. Written in the language taught (the learner's own
// language is the page's, for the labels around them).
import type { AppLanguage } from '../../domain/constants.ts';

export interface AppSample {
  /** BCP 47 tag of the language taught, and its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The exercise: a sentence with `___`, the choices, the right one. */
  gap: { sentence: string; choices: [string, string, string]; answer: 0 | 1 | 2 };
  /** The AI partner's question, the learner's answer, the partner's reply. */
  chat: [string, string, string];
}

export const APP_SAMPLES: Record<AppLanguage, AppSample> = {
  english: {
    lang: 'en',
    dir: 'ltr',
    gap: { sentence: 'I ___ to work by bus every day.', choices: ['go', 'goes', 'going'], answer: 0 },
    chat: ['What did you do last weekend?', 'I visited my sister and we cooked dinner.', 'Nice! “Cooked dinner together” sounds even more natural.'],
  },
  spanish: {
    lang: 'es',
    dir: 'ltr',
    gap: { sentence: '¿Dónde ___ la estación de tren?', choices: ['es', 'está', 'son'], answer: 1 },
    chat: ['¿Qué te gustaría pedir?', 'Quiero un café con leche, por favor.', '¡Perfecto! También puedes decir «Me pone un café con leche».'],
  },
  german: {
    lang: 'de',
    dir: 'ltr',
    gap: { sentence: 'Ich ___ aus der Ukraine.', choices: ['komme', 'kommst', 'kommt'], answer: 0 },
    chat: ['Was machst du am Wochenende?', 'Ich gehe mit Freunden wandern.', 'Super! Wohin geht ihr wandern?'],
  },
  korean: {
    lang: 'ko',
    dir: 'ltr',
    gap: { sentence: '저는 커피를 ___.', choices: ['좋아해요', '좋아', '좋은'], answer: 0 },
    chat: ['주말에 뭐 했어요?', '친구하고 영화를 봤어요.', '좋네요! 무슨 영화를 봤어요?'],
  },
  chinese: {
    lang: 'zh',
    dir: 'ltr',
    gap: { sentence: '我每天___地铁上班。', choices: ['坐', '做', '走'], answer: 0 },
    chat: ['你周末做什么了？', '我和朋友去公园了。', '很好！你们在公园做什么了？'],
  },
  french: {
    lang: 'fr',
    dir: 'ltr',
    gap: { sentence: 'Je ___ un café, s’il vous plaît.', choices: ['voudrais', 'veux', 'voulez'], answer: 0 },
    chat: ['Qu’est-ce que tu as fait ce week-end ?', 'J’ai visité un musée avec ma sœur.', 'Très bien ! Lequel avez-vous visité ?'],
  },
  italian: {
    lang: 'it',
    dir: 'ltr',
    gap: { sentence: 'Vorrei un bicchiere ___ acqua.', choices: ['di', 'da', 'in'], answer: 0 },
    chat: ['Che cosa hai fatto ieri sera?', 'Sono andato al cinema con un amico.', 'Bello! Che film avete visto?'],
  },
  arabic: {
    lang: 'ar',
    dir: 'rtl',
    gap: { sentence: 'أنا ___ القهوة كل صباح.', choices: ['أشرب', 'يشرب', 'تشرب'], answer: 0 },
    chat: ['ماذا فعلت في عطلة نهاية الأسبوع؟', 'زرت عائلتي وطبخنا العشاء معًا.', 'رائع! ماذا طبختم؟'],
  },
  ukrainian: {
    lang: 'uk',
    dir: 'ltr',
    gap: { sentence: 'Я ___ українську щодня.', choices: ['вивчаю', 'вивчає', 'вивчаєш'], answer: 0 },
    chat: ['Що ви робили на вихідних?', 'Я гуляв парком із друзями.', 'Чудово! А куди ви пішли потім?'],
  },
};
