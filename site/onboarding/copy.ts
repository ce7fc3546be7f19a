// The onboarding funnel's own words around its questions (the tutor onboarding's too), in the four
// locales; the questions are the CMS's. The result's words are result-copy.ts, in the result's chunk.
import type { Locale } from '../../domain/constants.ts';

export interface OnboardingCopy {
  questionOf: (step: number, total: number) => string;
  back: string;
  next: string;
  finish: string;
  chooseAnswer: string;
  /** Without JavaScript the funnel cannot build a plan: what the page offers instead. */
  noScript: string;
  /** The level test's link, offered without JavaScript. */
  levelTest: string;
}

export const ONBOARDING_COPY: Record<Locale, OnboardingCopy> = {
  en: {
    questionOf: (step, total) => `Question ${step} of ${total}`,
    back: 'Back',
    next: 'Next',
    finish: 'See my plan',
    chooseAnswer: 'Choose an answer to go on.',
    noScript: 'Building your plan needs JavaScript, which is turned off in your browser. You can still compare the plans below, or take the level test.',
    levelTest: 'Take the level test',
  },
  es: {
    questionOf: (step, total) => `Pregunta ${step} de ${total}`,
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Ver mi plan',
    chooseAnswer: 'Elige una respuesta para continuar.',
    noScript: 'Para crear tu plan hace falta JavaScript, y está desactivado en tu navegador. Aun así, puedes comparar los planes más abajo o hacer la prueba de nivel.',
    levelTest: 'Hacer la prueba de nivel',
  },
  pt: {
    questionOf: (step, total) => `Pergunta ${step} de ${total}`,
    back: 'Voltar',
    next: 'Próxima',
    finish: 'Ver meu plano',
    chooseAnswer: 'Escolha uma resposta para continuar.',
    noScript: 'Para montar seu plano é preciso JavaScript, que está desativado no seu navegador. Você ainda pode comparar os planos abaixo ou fazer o teste de nível.',
    levelTest: 'Fazer o teste de nível',
  },
  uk: {
    questionOf: (step, total) => `Запитання ${step} з ${total}`,
    back: 'Назад',
    next: 'Далі',
    finish: 'Побачити мій план',
    chooseAnswer: 'Оберіть відповідь, щоб продовжити.',
    noScript: 'Щоб скласти план, потрібен JavaScript, а у вашому браузері його вимкнено. Ви все одно можете порівняти плани нижче або пройти тест рівня.',
    levelTest: 'Пройти тест рівня',
  },
};
