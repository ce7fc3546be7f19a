// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface SectionsMessages {
  startTrial: string;
  getStarted: string;
  bookTrial: string;
  perHour: string;
  mostPopular: string;
  rating: (values: { rating: string | number; reviews: number }) => string;
  noReviewsYet: string;
  reviews: (values: { count: number }) => string;
  teaches: string;
  availability: string;
  filterBy: string;
  noTutors: string;
  noTutorsYet: string;
  specialties: {
    adults: string;
    "native-speakers": string;
    private: string;
    business: string;
    conversation: string;
    grammar: string;
    writing: string;
    literature: string;
    british: string;
    american: string;
    australian: string;
    kids: string;
    teens: string;
    exams: string;
    interview: string;
    travel: string;
    beginners: string;
    pronunciation: string;
  };
  moreReviews: string;
  reviewProducts: {
    app: string;
    tutor: string;
    class: string;
    club: string;
    ai: string;
  };
  reviewSources: {
    "app-store": string;
    "google-play": string;
    lingo: string;
  };
  writtenIn: (values: { language: string | number }) => string;
  stars: (values: { rating: string | number }) => string;
  minutes: (values: { count: string | number }) => string;
  level: string;
  hoursToReach: (values: { hours: string | number }) => string;
  youCan: string;
  readingTime: (values: { minutes: string | number }) => string;
  address: string;
  appScreens: string;
  quote: (values: { text: string | number }) => string;
  nothingYet: string;
  screens: {
    lesson: string;
    chat: string;
    progress: string;
    streak: (values: { days: string | number }) => string;
    wordsLearned: string;
    minutesToday: string;
  };
  sortBy: string;
  sorts: {
    recommended: string;
    "price-low": string;
    "price-high": string;
    rating: string;
    reviews: string;
    soonest: string;
  };
  sortAndFilter: string;
  priceLegend: string;
  priceBelow: (values: { price: string | number }) => string;
  priceBetween: (values: { from: string | number; to: string | number }) => string;
  priceFrom: (values: { price: string | number }) => string;
  showTutors: string;
  clearFilters: string;
  shownOf: (values: { shown: string | number; count: number }) => string;
  shownOfFiltered: (values: { shown: string | number; count: number; total: string | number }) => string;
  showMore: string;
  otherLanguages: (values: { count: string | number }) => string;
  days: string;
  timeOfDay: string;
  lessonZone: (values: { zone: string | number }) => string;
  dayParts: {
    morning: string;
    afternoon: string;
    evening: string;
    night: string;
  };
  nextFree: (values: { time: string | number }) => string;
  accentLegend: string;
  countryLegend: string;
  speaksLegend: string;
}

const messages: Record<Locale, SectionsMessages> = {
  en: {
    startTrial: "Start free trial",
    getStarted: "Get started",
    bookTrial: "Book a trial lesson",
    perHour: "an hour",
    mostPopular: "Most popular",
    rating: (d) => "Rated " + d.rating + " out of 5 from " + plural(d.reviews, 0, en, { one: number("en", d.reviews, 0) + " review", other: number("en", d.reviews, 0) + " reviews" }),
    noReviewsYet: "No reviews yet",
    reviews: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " review", other: number("en", d.count, 0) + " reviews" }) as string,
    teaches: "Teaches",
    availability: "Availability",
    filterBy: "Specialties",
    noTutors: "No tutor matches all of these yet. Remove a filter to see more.",
    noTutorsYet: "No tutor teaches this yet.",
    specialties: {
      adults: "Adults",
      "native-speakers": "Native speakers",
      private: "Private lessons",
      business: "Business",
      conversation: "Conversation",
      grammar: "Grammar",
      writing: "Writing",
      literature: "Literature",
      british: "British English",
      american: "American English",
      australian: "Australian English",
      kids: "Kids",
      teens: "Teens",
      exams: "Exams",
      interview: "Job interviews",
      travel: "Travel",
      beginners: "Beginners",
      pronunciation: "Pronunciation"
    },
    moreReviews: "More reviews",
    reviewProducts: {
      app: "The app",
      tutor: "Tutor lessons",
      class: "Group lessons",
      club: "Conversation club",
      ai: "AI practice"
    },
    reviewSources: {
      "app-store": "App Store review",
      "google-play": "Google Play review",
      lingo: "Left on Lingo"
    },
    writtenIn: (d) => "Written in " + d.language,
    stars: (d) => d.rating + " out of 5 stars",
    minutes: (d) => d.count + " min",
    level: "Level",
    hoursToReach: (d) => "About " + d.hours + " hours of study",
    youCan: "At this level you can",
    readingTime: (d) => d.minutes + " min read",
    address: "Our address",
    appScreens: "Screens of the app",
    quote: (d) => "“" + d.text + "”",
    nothingYet: "Nothing here yet.",
    screens: {
      lesson: "Lesson",
      chat: "AI partner",
      progress: "Progress",
      streak: (d) => d.days + "-day streak",
      wordsLearned: "words learned",
      minutesToday: "minutes today"
    },
    sortBy: "Sort by",
    sorts: {
      recommended: "Recommended",
      "price-low": "Lowest price",
      "price-high": "Highest price",
      rating: "Highest rated",
      reviews: "Most reviews",
      soonest: "Soonest available"
    },
    sortAndFilter: "Sort and filter",
    priceLegend: "Price per hour",
    priceBelow: (d) => "Under " + d.price,
    priceBetween: (d) => d.from + " to " + d.to,
    priceFrom: (d) => d.price + " and up",
    showTutors: "Show tutors",
    clearFilters: "Clear filters",
    shownOf: (d) => "Showing " + d.shown + " of " + plural(d.count, 0, en, { one: number("en", d.count, 0) + " tutor", other: number("en", d.count, 0) + " tutors" }),
    shownOfFiltered: (d) => "Showing " + d.shown + " of " + plural(d.count, 0, en, { one: number("en", d.count, 0) + " tutor who matches", other: number("en", d.count, 0) + " tutors who match" }) + ", of " + d.total + " in all",
    showMore: "Show more tutors",
    otherLanguages: (d) => "Reviews in other languages (" + d.count + ")",
    days: "Days",
    timeOfDay: "Time of day",
    lessonZone: (d) => "Times shown in " + d.zone,
    dayParts: {
      morning: "Morning (6–12)",
      afternoon: "Afternoon (12–18)",
      evening: "Evening (18–24)",
      night: "Night (0–6)"
    },
    nextFree: (d) => "Next free lesson: " + d.time,
    accentLegend: "Accent",
    countryLegend: "Tutor's country",
    speaksLegend: "Also speaks"
  },
  es: {
    startTrial: "Empieza la prueba gratis",
    getStarted: "Empezar",
    bookTrial: "Reserva una clase de prueba",
    perHour: "la hora",
    mostPopular: "El más elegido",
    rating: (d) => "Valoración de " + d.rating + " sobre 5 en " + plural(d.reviews, 0, es, { one: number("es", d.reviews, 0) + " opinión", other: number("es", d.reviews, 0) + " opiniones" }),
    noReviewsYet: "Aún sin opiniones",
    reviews: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " opinión", other: number("es", d.count, 0) + " opiniones" }) as string,
    teaches: "Enseña",
    availability: "Disponibilidad",
    filterBy: "Especialidades",
    noTutors: "Aún no hay profesores que cumplan todos estos filtros. Quita uno para ver más.",
    noTutorsYet: "Aún no hay profesores que enseñen esto.",
    specialties: {
      adults: "Adultos",
      "native-speakers": "Nativos",
      private: "Clases particulares",
      business: "Negocios",
      conversation: "Conversación",
      grammar: "Gramática",
      writing: "Escritura",
      literature: "Literatura",
      british: "Inglés británico",
      american: "Inglés americano",
      australian: "Inglés australiano",
      kids: "Niños",
      teens: "Adolescentes",
      exams: "Exámenes",
      interview: "Entrevistas de trabajo",
      travel: "Viajes",
      beginners: "Principiantes",
      pronunciation: "Pronunciación"
    },
    moreReviews: "Más opiniones",
    reviewProducts: {
      app: "La app",
      tutor: "Clases con profesor",
      class: "Clases grupales",
      club: "Club de conversación",
      ai: "Práctica con IA"
    },
    reviewSources: {
      "app-store": "Reseña en App Store",
      "google-play": "Reseña en Google Play",
      lingo: "Publicada en Lingo"
    },
    writtenIn: (d) => "Escrita en " + d.language,
    stars: (d) => d.rating + " de 5 estrellas",
    minutes: (d) => d.count + " min",
    level: "Nivel",
    hoursToReach: (d) => "Unas " + d.hours + " horas de estudio",
    youCan: "En este nivel puedes",
    readingTime: (d) => d.minutes + " min de lectura",
    address: "Nuestra dirección",
    appScreens: "Pantallas de la app",
    quote: (d) => "«" + d.text + "»",
    nothingYet: "Todavía no hay nada aquí.",
    screens: {
      lesson: "Lección",
      chat: "Compañero de IA",
      progress: "Progreso",
      streak: (d) => "Racha de " + d.days + " días",
      wordsLearned: "palabras aprendidas",
      minutesToday: "minutos hoy"
    },
    sortBy: "Ordenar por",
    sorts: {
      recommended: "Recomendados",
      "price-low": "Precio más bajo",
      "price-high": "Precio más alto",
      rating: "Mejor valorados",
      reviews: "Más opiniones",
      soonest: "Disponibles antes"
    },
    sortAndFilter: "Ordenar y filtrar",
    priceLegend: "Precio por hora",
    priceBelow: (d) => "Menos de " + d.price,
    priceBetween: (d) => "De " + d.from + " a " + d.to,
    priceFrom: (d) => "Desde " + d.price,
    showTutors: "Ver profesores",
    clearFilters: "Quitar filtros",
    shownOf: (d) => "Mostrando " + d.shown + " de " + plural(d.count, 0, es, { one: number("es", d.count, 0) + " profesor", other: number("es", d.count, 0) + " profesores" }),
    shownOfFiltered: (d) => "Mostrando " + d.shown + " de " + plural(d.count, 0, es, { one: number("es", d.count, 0) + " profesor que coincide", other: number("es", d.count, 0) + " profesores que coinciden" }) + ", de " + d.total + " en total",
    showMore: "Ver más profesores",
    otherLanguages: (d) => "Opiniones en otros idiomas (" + d.count + ")",
    days: "Días",
    timeOfDay: "Hora del día",
    lessonZone: (d) => "Zona horaria: " + d.zone,
    dayParts: {
      morning: "Mañana (6–12)",
      afternoon: "Tarde (12–18)",
      evening: "Noche (18–24)",
      night: "Madrugada (0–6)"
    },
    nextFree: (d) => "Próxima clase libre: " + d.time,
    accentLegend: "Acento",
    countryLegend: "País del profesor",
    speaksLegend: "También habla"
  },
  pt: {
    startTrial: "Comece o teste grátis",
    getStarted: "Começar",
    bookTrial: "Agende uma aula experimental",
    perHour: "por hora",
    mostPopular: "O mais escolhido",
    rating: (d) => "Nota " + d.rating + " de 5 em " + plural(d.reviews, 0, pt, { one: number("pt", d.reviews, 0) + " avaliação", other: number("pt", d.reviews, 0) + " avaliações" }),
    noReviewsYet: "Ainda sem avaliações",
    reviews: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " avaliação", other: number("pt", d.count, 0) + " avaliações" }) as string,
    teaches: "Ensina",
    availability: "Disponibilidade",
    filterBy: "Especialidades",
    noTutors: "Ainda não há professores que atendam a todos esses filtros. Tire um para ver mais.",
    noTutorsYet: "Ainda não há professores que ensinem isso.",
    specialties: {
      adults: "Adultos",
      "native-speakers": "Nativos",
      private: "Aulas particulares",
      business: "Negócios",
      conversation: "Conversação",
      grammar: "Gramática",
      writing: "Escrita",
      literature: "Literatura",
      british: "Inglês britânico",
      american: "Inglês americano",
      australian: "Inglês australiano",
      kids: "Crianças",
      teens: "Adolescentes",
      exams: "Exames",
      interview: "Entrevistas de emprego",
      travel: "Viagens",
      beginners: "Iniciantes",
      pronunciation: "Pronúncia"
    },
    moreReviews: "Mais avaliações",
    reviewProducts: {
      app: "O app",
      tutor: "Aulas com professor",
      class: "Aulas em grupo",
      club: "Clube de conversação",
      ai: "Prática com IA"
    },
    reviewSources: {
      "app-store": "Avaliação na App Store",
      "google-play": "Avaliação no Google Play",
      lingo: "Publicada no Lingo"
    },
    writtenIn: (d) => "Escrita em " + d.language,
    stars: (d) => d.rating + " de 5 estrelas",
    minutes: (d) => d.count + " min",
    level: "Nível",
    hoursToReach: (d) => "Cerca de " + d.hours + " horas de estudo",
    youCan: "Neste nível você consegue",
    readingTime: (d) => d.minutes + " min de leitura",
    address: "Nosso endereço",
    appScreens: "Telas do app",
    quote: (d) => "“" + d.text + "”",
    nothingYet: "Ainda não há nada aqui.",
    screens: {
      lesson: "Lição",
      chat: "Parceiro de IA",
      progress: "Progresso",
      streak: (d) => d.days + " dias seguidos",
      wordsLearned: "palavras aprendidas",
      minutesToday: "minutos hoje"
    },
    sortBy: "Ordenar por",
    sorts: {
      recommended: "Recomendados",
      "price-low": "Menor preço",
      "price-high": "Maior preço",
      rating: "Mais bem avaliados",
      reviews: "Mais avaliações",
      soonest: "Disponíveis mais cedo"
    },
    sortAndFilter: "Ordenar e filtrar",
    priceLegend: "Preço por hora",
    priceBelow: (d) => "Menos de " + d.price,
    priceBetween: (d) => "De " + d.from + " a " + d.to,
    priceFrom: (d) => "A partir de " + d.price,
    showTutors: "Ver professores",
    clearFilters: "Limpar filtros",
    shownOf: (d) => "Mostrando " + d.shown + " de " + plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " professor", other: number("pt", d.count, 0) + " professores" }),
    shownOfFiltered: (d) => "Mostrando " + d.shown + " de " + plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " professor compatível", other: number("pt", d.count, 0) + " professores compatíveis" }) + ", de " + d.total + " no total",
    showMore: "Ver mais professores",
    otherLanguages: (d) => "Avaliações em outros idiomas (" + d.count + ")",
    days: "Dias",
    timeOfDay: "Período do dia",
    lessonZone: (d) => "Fuso horário: " + d.zone,
    dayParts: {
      morning: "Manhã (6–12)",
      afternoon: "Tarde (12–18)",
      evening: "Noite (18–24)",
      night: "Madrugada (0–6)"
    },
    nextFree: (d) => "Próxima aula livre: " + d.time,
    accentLegend: "Sotaque",
    countryLegend: "País do professor",
    speaksLegend: "Também fala"
  },
  uk: {
    startTrial: "Спробувати безкоштовно",
    getStarted: "Почати",
    bookTrial: "Записатися на пробний урок",
    perHour: "за годину",
    mostPopular: "Найпопулярніший",
    rating: (d) => "Оцінка " + d.rating + " з 5 за " + plural(d.reviews, 0, uk, { one: number("uk", d.reviews, 0) + " відгуком", few: number("uk", d.reviews, 0) + " відгуками", many: number("uk", d.reviews, 0) + " відгуками", other: number("uk", d.reviews, 0) + " відгуку" }),
    noReviewsYet: "Ще без відгуків",
    reviews: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " відгук", few: number("uk", d.count, 0) + " відгуки", many: number("uk", d.count, 0) + " відгуків", other: number("uk", d.count, 0) + " відгуку" }) as string,
    teaches: "Викладає",
    availability: "Графік",
    filterBy: "Спеціалізації",
    noTutors: "Поки що немає репетитора, який відповідає всім цим фільтрам. Приберіть один, щоб побачити більше.",
    noTutorsYet: "Поки що немає репетиторів, які це викладають.",
    specialties: {
      adults: "Дорослі",
      "native-speakers": "Носії мови",
      private: "Індивідуальні уроки",
      business: "Бізнес",
      conversation: "Розмовна",
      grammar: "Граматика",
      writing: "Письмо",
      literature: "Література",
      british: "Британська англійська",
      american: "Американська англійська",
      australian: "Австралійська англійська",
      kids: "Діти",
      teens: "Підлітки",
      exams: "Іспити",
      interview: "Співбесіди",
      travel: "Подорожі",
      beginners: "Початківці",
      pronunciation: "Вимова"
    },
    moreReviews: "Більше відгуків",
    reviewProducts: {
      app: "Застосунок",
      tutor: "Заняття з репетитором",
      class: "Групові уроки",
      club: "Розмовний клуб",
      ai: "Практика зі ШІ"
    },
    reviewSources: {
      "app-store": "Відгук в App Store",
      "google-play": "Відгук у Google Play",
      lingo: "Залишено на Lingo"
    },
    writtenIn: (d) => "Мова відгуку: " + d.language,
    stars: (d) => d.rating + " з 5 зірок",
    minutes: (d) => d.count + " хв",
    level: "Рівень",
    hoursToReach: (d) => "Близько " + d.hours + " годин навчання",
    youCan: "На цьому рівні ви можете",
    readingTime: (d) => d.minutes + " хв читання",
    address: "Наша адреса",
    appScreens: "Екрани застосунку",
    quote: (d) => "«" + d.text + "»",
    nothingYet: "Тут поки нічого немає.",
    screens: {
      lesson: "Урок",
      chat: "ШІ-співрозмовник",
      progress: "Прогрес",
      streak: (d) => d.days + " днів поспіль",
      wordsLearned: "слів вивчено",
      minutesToday: "хвилин сьогодні"
    },
    sortBy: "Сортувати",
    sorts: {
      recommended: "Рекомендовані",
      "price-low": "Спершу дешевші",
      "price-high": "Спершу дорожчі",
      rating: "Найвищий рейтинг",
      reviews: "Найбільше відгуків",
      soonest: "Найшвидше вільні"
    },
    sortAndFilter: "Сортування й фільтри",
    priceLegend: "Ціна за годину",
    priceBelow: (d) => "До " + d.price,
    priceBetween: (d) => "Від " + d.from + " до " + d.to,
    priceFrom: (d) => "Від " + d.price,
    showTutors: "Показати репетиторів",
    clearFilters: "Скинути фільтри",
    shownOf: (d) => "Показано " + d.shown + " з " + plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " репетитора", few: number("uk", d.count, 0) + " репетиторів", many: number("uk", d.count, 0) + " репетиторів", other: number("uk", d.count, 0) + " репетитора" }),
    shownOfFiltered: (d) => "Показано " + d.shown + " з " + plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " репетитора, який підходить", few: number("uk", d.count, 0) + " репетиторів, які підходять", many: number("uk", d.count, 0) + " репетиторів, які підходять", other: number("uk", d.count, 0) + " репетитора, які підходять" }) + "; усього " + d.total,
    showMore: "Показати ще репетиторів",
    otherLanguages: (d) => "Відгуки іншими мовами (" + d.count + ")",
    days: "Дні",
    timeOfDay: "Час доби",
    lessonZone: (d) => "Час уроків " + d.zone,
    dayParts: {
      morning: "Ранок (6–12)",
      afternoon: "День (12–18)",
      evening: "Вечір (18–24)",
      night: "Ніч (0–6)"
    },
    nextFree: (d) => "Найближчий вільний урок: " + d.time,
    accentLegend: "Акцент",
    countryLegend: "Країна репетитора",
    speaksLegend: "Також говорить"
  },
};
export default messages;
