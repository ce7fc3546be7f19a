// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface HelpMessages {
  search: {
    label: string;
    placeholder: string;
    button: string;
    found: (values: { count: number; query: string | number }) => string;
    nothing: (values: { query: string | number }) => string;
    nothingHelp: string;
    writeToUs: string;
    allQuestions: string;
  };
  topicsLabel: string;
  linkToAnswer: string;
  topics: {
    general: string;
    app: string;
    ai: string;
    tutors: string;
    classes: string;
    club: string;
    plans: string;
    account: string;
  };
}

const messages: Record<Locale, HelpMessages> = {
  en: {
    search: {
      label: "Search the help center",
      placeholder: "For example: cancel my plan",
      button: "Search",
      found: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " answer", other: number("en", d.count, 0) + " answers" }) + " for “" + d.query + "”" as string,
      nothing: (d) => "No answer mentions “" + d.query + "” yet.",
      nothingHelp: "Try other words or browse the topics. Still stuck? Write to us: a person replies within one working day.",
      writeToUs: "Write to us",
      allQuestions: "Show all questions"
    },
    topicsLabel: "Topics",
    linkToAnswer: "Link to this answer",
    topics: {
      general: "Getting started",
      app: "The app",
      ai: "AI practice",
      tutors: "Tutors",
      classes: "Group lessons",
      club: "Conversation club",
      plans: "Plans and billing",
      account: "Account and support"
    }
  },
  es: {
    search: {
      label: "Buscar en el centro de ayuda",
      placeholder: "Por ejemplo: cancelar mi plan",
      button: "Buscar",
      found: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " respuesta", other: number("es", d.count, 0) + " respuestas" }) + " para «" + d.query + "»" as string,
      nothing: (d) => "Ninguna respuesta menciona «" + d.query + "» todavía.",
      nothingHelp: "Prueba con otras palabras o explora los temas. ¿Sigues con dudas? Escríbenos: una persona te responde en un día laborable.",
      writeToUs: "Escríbenos",
      allQuestions: "Ver todas las preguntas"
    },
    topicsLabel: "Temas",
    linkToAnswer: "Enlace a esta respuesta",
    topics: {
      general: "Primeros pasos",
      app: "La app",
      ai: "Práctica con IA",
      tutors: "Profesores",
      classes: "Clases grupales",
      club: "Club de conversación",
      plans: "Planes y pagos",
      account: "Cuenta y soporte"
    }
  },
  pt: {
    search: {
      label: "Pesquisar na central de ajuda",
      placeholder: "Por exemplo: cancelar meu plano",
      button: "Pesquisar",
      found: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " resposta", other: number("pt", d.count, 0) + " respostas" }) + " para “" + d.query + "”" as string,
      nothing: (d) => "Nenhuma resposta menciona “" + d.query + "” ainda.",
      nothingHelp: "Tente outras palavras ou veja os temas. Ainda com dúvida? Escreva para nós: uma pessoa responde em até um dia útil.",
      writeToUs: "Escreva para nós",
      allQuestions: "Ver todas as perguntas"
    },
    topicsLabel: "Temas",
    linkToAnswer: "Link para esta resposta",
    topics: {
      general: "Primeiros passos",
      app: "O app",
      ai: "Prática com IA",
      tutors: "Professores",
      classes: "Aulas em grupo",
      club: "Clube de conversação",
      plans: "Planos e pagamento",
      account: "Conta e suporte"
    }
  },
  uk: {
    search: {
      label: "Пошук у довідці",
      placeholder: "Наприклад: скасувати підписку",
      button: "Шукати",
      found: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " відповідь", few: number("uk", d.count, 0) + " відповіді", many: number("uk", d.count, 0) + " відповідей", other: number("uk", d.count, 0) + " відповіді" }) + " на запит «" + d.query + "»" as string,
      nothing: (d) => "Поки що жодна відповідь не згадує «" + d.query + "».",
      nothingHelp: "Спробуйте інші слова або перегляньте теми. Не знайшли? Напишіть нам: людина відповість протягом одного робочого дня.",
      writeToUs: "Написати нам",
      allQuestions: "Показати всі питання"
    },
    topicsLabel: "Теми",
    linkToAnswer: "Посилання на цю відповідь",
    topics: {
      general: "Як почати",
      app: "Застосунок",
      ai: "Практика зі ШІ",
      tutors: "Репетитори",
      classes: "Групові уроки",
      club: "Розмовний клуб",
      plans: "Тарифи й оплата",
      account: "Акаунт і підтримка"
    }
  },
};
export default messages;
