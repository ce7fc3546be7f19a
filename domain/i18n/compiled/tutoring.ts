// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface TutoringMessages {
  finish: string;
  noScript: string;
  browse: string;
}

const messages: Record<Locale, TutoringMessages> = {
  en: {
    finish: "Show my tutors",
    noScript: "Matching you with tutors needs JavaScript, which is turned off in your browser. You can still read every tutor’s profile and times.",
    browse: "Browse all tutors"
  },
  es: {
    finish: "Ver mis profesores",
    noScript: "Para buscar profesores que encajen contigo hace falta JavaScript, y está desactivado en tu navegador. Aun así, puedes ver el perfil y el horario de cada profesor.",
    browse: "Ver todos los profesores"
  },
  pt: {
    finish: "Ver meus professores",
    noScript: "Para encontrar professores que combinem com você é preciso JavaScript, que está desativado no seu navegador. Você ainda pode ver o perfil e os horários de cada professor.",
    browse: "Ver todos os professores"
  },
  uk: {
    finish: "Показати репетиторів",
    noScript: "Щоб підібрати репетиторів, потрібен JavaScript, а у вашому браузері його вимкнено. Ви все одно можете переглянути профіль і розклад кожного репетитора.",
    browse: "Усі репетитори"
  },
};
export default messages;
