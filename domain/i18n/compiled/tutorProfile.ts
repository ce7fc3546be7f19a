// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface TutorProfileMessages {
  back: string;
  title: (values: { name: string | number }) => string;
  lead: (values: { country: string | number; languages: string | number }) => string;
  experience: (values: { years: number }) => string;
  about: (values: { name: string | number }) => string;
  when: (values: { name: string | number }) => string;
  timesNote: (values: { name: string | number; zone: string | number }) => string;
  book: string;
  reviews: (values: { name: string | number }) => string;
  noReviews: string;
  byStars: string;
  noscript: string;
  view: (values: { name: string | number }) => string;
  weekdays: {
    mon: string;
    tue: string;
    wed: string;
    thu: string;
    fri: string;
    sat: string;
    sun: string;
  };
  showTimes: (values: { name: string | number }) => string;
}

const messages: Record<Locale, TutorProfileMessages> = {
  en: {
    back: "All English tutors",
    title: (d) => d.name + " · English tutor",
    lead: (d) => d.country + " · teaches " + d.languages,
    experience: (d) => plural(d.years, 0, en, { one: number("en", d.years, 0) + " year", other: number("en", d.years, 0) + " years" }) + " teaching" as string,
    about: (d) => "About " + d.name,
    when: (d) => "When " + d.name + " teaches",
    timesNote: (d) => "Times on " + d.name + "’s clock (" + d.zone + "). The booking below shows them on yours.",
    book: "Book a trial lesson",
    reviews: (d) => "What learners say about " + d.name,
    noReviews: "No written reviews yet.",
    byStars: "Reviews by rating",
    noscript: "Choosing a time needs JavaScript. You can also write to support@lingua-learning.com with the tutor’s name and the times that suit you.",
    view: (d) => "View " + d.name + "’s profile",
    weekdays: {
      mon: "Monday",
      tue: "Tuesday",
      wed: "Wednesday",
      thu: "Thursday",
      fri: "Friday",
      sat: "Saturday",
      sun: "Sunday"
    },
    showTimes: (d) => "See " + d.name + "’s times on your clock"
  },
  es: {
    back: "Todos los profesores de inglés",
    title: (d) => d.name + " · clases de inglés",
    lead: (d) => d.country + " · enseña " + d.languages,
    experience: (d) => plural(d.years, 0, es, { one: number("es", d.years, 0) + " año", other: number("es", d.years, 0) + " años" }) + " enseñando" as string,
    about: (d) => "Sobre " + d.name,
    when: (d) => "Cuándo da clase " + d.name,
    timesNote: (d) => "Horas según el reloj de " + d.name + " (" + d.zone + "). La reserva de abajo las muestra en tu hora.",
    book: "Reservar una clase de prueba",
    reviews: (d) => "Lo que dicen los alumnos de " + d.name,
    noReviews: "Todavía no hay opiniones escritas.",
    byStars: "Opiniones por valoración",
    noscript: "Para elegir una hora hace falta JavaScript. También puedes escribir a support@lingua-learning.com con el nombre del profesor y las horas que te vienen bien.",
    view: (d) => "Ver el perfil de " + d.name,
    weekdays: {
      mon: "Lunes",
      tue: "Martes",
      wed: "Miércoles",
      thu: "Jueves",
      fri: "Viernes",
      sat: "Sábado",
      sun: "Domingo"
    },
    showTimes: (d) => "Ver los horarios de " + d.name + " en tu hora"
  },
  pt: {
    back: "Todos os professores de inglês",
    title: (d) => d.name + " · aulas de inglês",
    lead: (d) => d.country + " · ensina " + d.languages,
    experience: (d) => plural(d.years, 0, pt, { one: number("pt", d.years, 0) + " ano", other: number("pt", d.years, 0) + " anos" }) + " ensinando" as string,
    about: (d) => "Sobre " + d.name,
    when: (d) => "Quando " + d.name + " dá aula",
    timesNote: (d) => "Horários no relógio de " + d.name + " (" + d.zone + "). A reserva abaixo mostra no seu horário.",
    book: "Agendar uma aula experimental",
    reviews: (d) => "O que os alunos dizem de " + d.name,
    noReviews: "Ainda não há avaliações escritas.",
    byStars: "Avaliações por nota",
    noscript: "Para escolher um horário é preciso JavaScript. Você também pode escrever para support@lingua-learning.com com o nome do professor e os horários que funcionam para você.",
    view: (d) => "Ver o perfil de " + d.name,
    weekdays: {
      mon: "Segunda",
      tue: "Terça",
      wed: "Quarta",
      thu: "Quinta",
      fri: "Sexta",
      sat: "Sábado",
      sun: "Domingo"
    },
    showTimes: (d) => "Ver os horários de " + d.name + " no seu fuso"
  },
  uk: {
    back: "Усі репетитори англійської",
    title: (d) => d.name + " · уроки англійської",
    lead: (d) => d.country + " · викладає " + d.languages,
    experience: (d) => plural(d.years, 0, uk, { one: number("uk", d.years, 0) + " рік", few: number("uk", d.years, 0) + " роки", many: number("uk", d.years, 0) + " років", other: number("uk", d.years, 0) + " року" }) + " викладання" as string,
    about: () => "Про репетитора",
    when: () => "Коли проходять уроки",
    timesNote: (d) => "Час за годинником репетитора (" + d.zone + "). Бронювання нижче показує його за вашим часом.",
    book: "Забронювати пробний урок",
    reviews: () => "Відгуки учнів",
    noReviews: "Письмових відгуків поки немає.",
    byStars: "Відгуки за оцінкою",
    noscript: "Щоб обрати час, потрібен JavaScript. Також можна написати на support@lingua-learning.com імʼя репетитора й зручний для вас час.",
    view: (d) => "Профіль: " + d.name,
    weekdays: {
      mon: "Понеділок",
      tue: "Вівторок",
      wed: "Середа",
      thu: "Четвер",
      fri: "Пʼятниця",
      sat: "Субота",
      sun: "Неділя"
    },
    showTimes: () => "Показати час уроків за вашим годинником"
  },
};
export default messages;
