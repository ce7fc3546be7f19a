// The sections' own words (what they show comes from the CMS), per locale: labels around the
// data, and how prices, ratings, times and dates read in each language.
import type { Locale } from '../../domain/constants.ts';
import type { TutorSpecialty } from '../../domain/content/collections.ts';
import type { REVIEW_SOURCES, ReviewProduct } from '../../domain/content/schemas.ts';

type ReviewSource = (typeof REVIEW_SOURCES)[number];
import { plural } from '../../domain/i18n/index.ts';

export interface SectionCopy {
  startTrial: string;
  getStarted: string;
  bookTrial: string;
  perHour: string;
  mostPopular: string;
  /** "4.9 rating from 212 reviews", for a screen reader and a tooltip. */
  rating: (rating: string, reviews: number) => string;
  reviews: (count: number) => string;
  teaches: string;
  availability: string;
  filterBy: string;
  allTutors: string;
  noTutors: string;
  specialties: Record<TutorSpecialty, string>;
  moreReviews: string;
  /** What a review is about, and where it was left. */
  reviewProducts: Record<ReviewProduct, string>;
  reviewSources: Record<ReviewSource, string>;
  /** A review in another language than the page's: "Written in Spanish". */
  writtenIn: (language: string) => string;
  stars: (rating: number) => string;
  minutes: (count: number) => string;
  level: string;
  hoursToReach: (hours: number) => string;
  youCan: string;
  readingTime: (minutes: number) => string;
  address: string;
  appScreens: string;
  /** A quotation in the locale's quotation marks. */
  quote: (text: string) => string;
  nothingYet: string;
  /** Labels of the app's screens drawn in the showcase. */
  screens: { lesson: string; chat: string; progress: string; streak: (days: number) => string; wordsLearned: string; minutesToday: string; check: string; yourReply: string };
}

const SPECIALTIES_EN: Record<TutorSpecialty, string> = {
  adults: 'Adults', 'native-speakers': 'Native speakers', private: 'Private lessons', business: 'Business', conversation: 'Conversation',
  grammar: 'Grammar', writing: 'Writing', literature: 'Literature', british: 'British English', american: 'American English',
  australian: 'Australian English', kids: 'Kids', teens: 'Teens', exams: 'Exams', interview: 'Job interviews', travel: 'Travel',
  beginners: 'Beginners', pronunciation: 'Pronunciation',
};

export const SECTION_COPY: Record<Locale, SectionCopy> = {
  en: {
    startTrial: 'Start free trial',
    getStarted: 'Get started',
    bookTrial: 'Book a trial lesson',
    perHour: 'an hour',
    mostPopular: 'Most popular',
    rating: (rating, reviews) => `Rated ${rating} out of 5 from ${reviews} reviews`,
    reviews: (count) => plural('en', count, { one: `${count} review`, other: `${count} reviews` }),
    teaches: 'Teaches',
    availability: 'Availability',
    filterBy: 'Show tutors for',
    allTutors: 'All',
    noTutors: 'No tutor matches yet. Choose another specialty.',
    specialties: SPECIALTIES_EN,
    moreReviews: 'More reviews',
    reviewProducts: { app: 'The app', tutor: 'Tutor lessons', class: 'Group classes', club: 'Conversation club', ai: 'AI practice' },
    reviewSources: { 'app-store': 'App Store review', 'google-play': 'Google Play review', lingo: 'Left on Lingo' },
    writtenIn: (language) => `Written in ${language}`,
    stars: (rating) => `${rating} out of 5 stars`,
    minutes: (count) => `${count} min`,
    level: 'Level',
    hoursToReach: (hours) => `About ${hours} hours of study`,
    youCan: 'At this level you can',
    readingTime: (minutes) => plural('en', minutes, { one: `${minutes} min read`, other: `${minutes} min read` }),
    address: 'Our address',
    appScreens: 'Screens of the app',
    quote: (text) => `“${text}”`,
    nothingYet: 'Nothing here yet.',
    screens: { lesson: 'Lesson', chat: 'AI partner', progress: 'Progress', streak: (days) => `${days}-day streak`, wordsLearned: 'words learned', minutesToday: 'minutes today', check: 'Check', yourReply: 'Your reply' },
  },
  es: {
    startTrial: 'Empieza la prueba gratis',
    getStarted: 'Empezar',
    bookTrial: 'Reserva una clase de prueba',
    perHour: 'la hora',
    mostPopular: 'El más elegido',
    rating: (rating, reviews) => `Valoración de ${rating} sobre 5 en ${reviews} opiniones`,
    reviews: (count) => plural('es', count, { one: `${count} opinión`, other: `${count} opiniones` }),
    teaches: 'Enseña',
    availability: 'Disponibilidad',
    filterBy: 'Profesores para',
    allTutors: 'Todos',
    noTutors: 'Aún no hay profesores con esta especialidad. Elige otra.',
    specialties: {
      adults: 'Adultos', 'native-speakers': 'Nativos', private: 'Clases particulares', business: 'Negocios', conversation: 'Conversación',
      grammar: 'Gramática', writing: 'Escritura', literature: 'Literatura', british: 'Inglés británico', american: 'Inglés americano',
      australian: 'Inglés australiano', kids: 'Niños', teens: 'Adolescentes', exams: 'Exámenes', interview: 'Entrevistas de trabajo',
      travel: 'Viajes', beginners: 'Principiantes', pronunciation: 'Pronunciación',
    },
    moreReviews: 'Más opiniones',
    reviewProducts: { app: 'La app', tutor: 'Clases con profesor', class: 'Clases en grupo', club: 'Club de conversación', ai: 'Práctica con IA' },
    reviewSources: { 'app-store': 'Reseña en App Store', 'google-play': 'Reseña en Google Play', lingo: 'Publicada en Lingo' },
    writtenIn: (language) => `Escrita en ${language}`,
    stars: (rating) => `${rating} de 5 estrellas`,
    minutes: (count) => `${count} min`,
    level: 'Nivel',
    hoursToReach: (hours) => `Unas ${hours} horas de estudio`,
    youCan: 'En este nivel puedes',
    readingTime: (minutes) => `${minutes} min de lectura`,
    address: 'Nuestra dirección',
    appScreens: 'Pantallas de la app',
    quote: (text) => `«${text}»`,
    nothingYet: 'Todavía no hay nada aquí.',
    screens: { lesson: 'Lección', chat: 'Compañero de IA', progress: 'Progreso', streak: (days) => `Racha de ${days} días`, wordsLearned: 'palabras aprendidas', minutesToday: 'minutos hoy', check: 'Comprobar', yourReply: 'Tu respuesta' },
  },
  pt: {
    startTrial: 'Comece o teste grátis',
    getStarted: 'Começar',
    bookTrial: 'Agende uma aula experimental',
    perHour: 'por hora',
    mostPopular: 'O mais escolhido',
    rating: (rating, reviews) => `Nota ${rating} de 5 em ${reviews} avaliações`,
    reviews: (count) => plural('pt', count, { one: `${count} avaliação`, other: `${count} avaliações` }),
    teaches: 'Ensina',
    availability: 'Disponibilidade',
    filterBy: 'Professores para',
    allTutors: 'Todos',
    noTutors: 'Ainda não há professores com essa especialidade. Escolha outra.',
    specialties: {
      adults: 'Adultos', 'native-speakers': 'Nativos', private: 'Aulas particulares', business: 'Negócios', conversation: 'Conversação',
      grammar: 'Gramática', writing: 'Escrita', literature: 'Literatura', british: 'Inglês britânico', american: 'Inglês americano',
      australian: 'Inglês australiano', kids: 'Crianças', teens: 'Adolescentes', exams: 'Exames', interview: 'Entrevistas de emprego',
      travel: 'Viagens', beginners: 'Iniciantes', pronunciation: 'Pronúncia',
    },
    moreReviews: 'Mais avaliações',
    reviewProducts: { app: 'O app', tutor: 'Aulas com professor', class: 'Aulas em grupo', club: 'Clube de conversação', ai: 'Prática com IA' },
    reviewSources: { 'app-store': 'Avaliação na App Store', 'google-play': 'Avaliação no Google Play', lingo: 'Publicada no Lingo' },
    writtenIn: (language) => `Escrita em ${language}`,
    stars: (rating) => `${rating} de 5 estrelas`,
    minutes: (count) => `${count} min`,
    level: 'Nível',
    hoursToReach: (hours) => `Cerca de ${hours} horas de estudo`,
    youCan: 'Neste nível você consegue',
    readingTime: (minutes) => `${minutes} min de leitura`,
    address: 'Nosso endereço',
    appScreens: 'Telas do app',
    quote: (text) => `“${text}”`,
    nothingYet: 'Ainda não há nada aqui.',
    screens: { lesson: 'Lição', chat: 'Parceiro de IA', progress: 'Progresso', streak: (days) => `${days} dias seguidos`, wordsLearned: 'palavras aprendidas', minutesToday: 'minutos hoje', check: 'Verificar', yourReply: 'Sua resposta' },
  },
  uk: {
    startTrial: 'Спробувати безкоштовно',
    getStarted: 'Почати',
    bookTrial: 'Записатися на пробний урок',
    perHour: 'за годину',
    mostPopular: 'Найпопулярніший',
    rating: (rating, reviews) => `Оцінка ${rating} з 5 за ${reviews} відгуками`,
    reviews: (count) => plural('uk', count, { one: `${count} відгук`, few: `${count} відгуки`, many: `${count} відгуків`, other: `${count} відгуку` }),
    teaches: 'Викладає',
    availability: 'Графік',
    filterBy: 'Репетитори для',
    allTutors: 'Усі',
    noTutors: 'Поки що немає репетиторів із цією спеціалізацією. Оберіть іншу.',
    specialties: {
      adults: 'Дорослі', 'native-speakers': 'Носії мови', private: 'Індивідуальні уроки', business: 'Бізнес', conversation: 'Розмовна',
      grammar: 'Граматика', writing: 'Письмо', literature: 'Література', british: 'Британська англійська', american: 'Американська англійська',
      australian: 'Австралійська англійська', kids: 'Діти', teens: 'Підлітки', exams: 'Іспити', interview: 'Співбесіди', travel: 'Подорожі',
      beginners: 'Початківці', pronunciation: 'Вимова',
    },
    moreReviews: 'Більше відгуків',
    reviewProducts: { app: 'Застосунок', tutor: 'Заняття з репетитором', class: 'Групові уроки', club: 'Розмовний клуб', ai: 'Практика зі ШІ' },
    reviewSources: { 'app-store': 'Відгук в App Store', 'google-play': 'Відгук у Google Play', lingo: 'Залишено на Lingo' },
    writtenIn: (language) => `Мова відгуку: ${language}`,
    stars: (rating) => `${rating} з 5 зірок`,
    minutes: (count) => `${count} хв`,
    level: 'Рівень',
    hoursToReach: (hours) => `Близько ${hours} годин навчання`,
    youCan: 'На цьому рівні ви можете',
    readingTime: (minutes) => `${minutes} хв читання`,
    address: 'Наша адреса',
    appScreens: 'Екрани застосунку',
    quote: (text) => `«${text}»`,
    nothingYet: 'Тут поки нічого немає.',
    screens: { lesson: 'Урок', chat: 'ШІ-співрозмовник', progress: 'Прогрес', streak: (days) => `${days} днів поспіль`, wordsLearned: 'слів вивчено', minutesToday: 'хвилин сьогодні', check: 'Перевірити', yourReply: 'Ваша відповідь' },
  },
};
