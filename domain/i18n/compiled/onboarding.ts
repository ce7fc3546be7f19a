// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface OnboardingMessages {
  questionOf: (values: { step: string | number; total: string | number }) => string;
  back: string;
  next: string;
  finish: string;
  chooseAnswer: string;
  noScript: string;
  levelTest: string;
}

const messages: Record<Locale, OnboardingMessages> = {
  en: {
    questionOf: (d) => "Question " + d.step + " of " + d.total,
    back: "Back",
    next: "Next",
    finish: "See my plan",
    chooseAnswer: "Choose an answer to go on.",
    noScript: "Building your plan needs JavaScript, which is turned off in your browser. You can still compare the plans below, or take the level test.",
    levelTest: "Take the level test"
  },
  es: {
    questionOf: (d) => "Pregunta " + d.step + " de " + d.total,
    back: "Atrás",
    next: "Siguiente",
    finish: "Ver mi plan",
    chooseAnswer: "Elige una respuesta para continuar.",
    noScript: "Para crear tu plan hace falta JavaScript, y está desactivado en tu navegador. Aun así, puedes comparar los planes más abajo o hacer el test de nivel.",
    levelTest: "Hacer el test de nivel"
  },
  pt: {
    questionOf: (d) => "Pergunta " + d.step + " de " + d.total,
    back: "Voltar",
    next: "Próxima",
    finish: "Ver meu plano",
    chooseAnswer: "Escolha uma resposta para continuar.",
    noScript: "Para montar seu plano é preciso JavaScript, que está desativado no seu navegador. Você ainda pode comparar os planos abaixo ou fazer o teste de nível.",
    levelTest: "Fazer o teste de nível"
  },
  uk: {
    questionOf: (d) => "Запитання " + d.step + " з " + d.total,
    back: "Назад",
    next: "Далі",
    finish: "Побачити мій план",
    chooseAnswer: "Оберіть відповідь, щоб продовжити.",
    noScript: "Щоб скласти план, потрібен JavaScript, а у вашому браузері його вимкнено. Ви все одно можете порівняти плани нижче або пройти тест рівня.",
    levelTest: "Пройти тест рівня"
  },
};
export default messages;
