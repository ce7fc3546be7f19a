// What a landing page says, per kind and locale, around the page's own topic.
import type { Locale } from '../../domain/constants.ts';
import type { PageKind } from './pages.ts';

interface KindCopy {
  lead: string;
  cta: string;
  /** Locale-free path the call to action leads to. */
  ctaPath: string;
}

const COPY: Record<Locale, Record<PageKind, KindCopy>> = {
  en: {
    course: { lead: 'Short daily lessons built around your level and goals, with a tutor when you want one.', cta: 'Start learning', ctaPath: '/funnels/onboarding' },
    tutors: { lead: 'One-to-one lessons with certified teachers, at the times that suit you.', cta: 'Find your tutor', ctaPath: '/tutoring/short-onboarding' },
    app: { lead: 'Learn English, Spanish, German, Korean and more on your phone, ten minutes a day.', cta: 'Get The App', ctaPath: '/language-learning-app' },
    practice: { lead: 'Speak from the first day, with real people or an AI partner that never gets tired.', cta: 'Start speaking', ctaPath: '/funnels/onboarding' },
    tool: { lead: 'A free tool to check what you know and see what to learn next.', cta: 'Try it free', ctaPath: '/funnels/onboarding' },
    company: { lead: 'The people, principles and programs behind your lessons.', cta: 'Start learning', ctaPath: '/funnels/onboarding' },
    onboarding: { lead: 'Answer a few questions about your level, goals and schedule, and get a plan made for you in two minutes.', cta: 'Create your account', ctaPath: '/sign-in' },
  },
  es: {
    course: { lead: 'Lecciones cortas cada día según tu nivel y tus metas, con un profesor cuando lo necesites.', cta: 'Empieza a aprender', ctaPath: '/funnels/onboarding' },
    tutors: { lead: 'Clases individuales con profesores certificados, en el horario que te convenga.', cta: 'Encuentra tu profesor', ctaPath: '/tutoring/short-onboarding' },
    app: { lead: 'Aprende inglés, español, alemán, coreano y más en tu móvil, diez minutos al día.', cta: 'Descarga la app', ctaPath: '/language-learning-app' },
    practice: { lead: 'Habla desde el primer día, con personas reales o con una IA que nunca se cansa.', cta: 'Empieza a hablar', ctaPath: '/funnels/onboarding' },
    tool: { lead: 'Una herramienta gratuita para ver lo que sabes y qué aprender después.', cta: 'Pruébala gratis', ctaPath: '/funnels/onboarding' },
    company: { lead: 'Las personas, los principios y los programas detrás de tus clases.', cta: 'Empieza a aprender', ctaPath: '/funnels/onboarding' },
    onboarding: { lead: 'Responde unas preguntas sobre tu nivel, tus metas y tu horario, y recibe un plan hecho para ti en dos minutos.', cta: 'Crea tu cuenta', ctaPath: '/sign-in' },
  },
  pt: {
    course: { lead: 'Aulas curtas todos os dias, feitas para o seu nível e seus objetivos, com professor quando quiser.', cta: 'Comece a aprender', ctaPath: '/funnels/onboarding' },
    tutors: { lead: 'Aulas individuais com professores certificados, no horário que for melhor para você.', cta: 'Encontre seu professor', ctaPath: '/tutoring/short-onboarding' },
    app: { lead: 'Aprenda inglês, espanhol, alemão, coreano e mais no celular, dez minutos por dia.', cta: 'Baixe o app', ctaPath: '/language-learning-app' },
    practice: { lead: 'Fale desde o primeiro dia, com pessoas reais ou com uma IA que nunca se cansa.', cta: 'Comece a falar', ctaPath: '/funnels/onboarding' },
    tool: { lead: 'Uma ferramenta gratuita para ver o que você já sabe e o que aprender em seguida.', cta: 'Experimente grátis', ctaPath: '/funnels/onboarding' },
    company: { lead: 'As pessoas, os princípios e os programas por trás das suas aulas.', cta: 'Comece a aprender', ctaPath: '/funnels/onboarding' },
    onboarding: { lead: 'Responda algumas perguntas sobre seu nível, objetivos e horários e receba um plano feito para você em dois minutos.', cta: 'Crie sua conta', ctaPath: '/sign-in' },
  },
  uk: {
    course: { lead: 'Короткі щоденні уроки під ваш рівень і цілі, з репетитором, коли він потрібен.', cta: 'Почати навчання', ctaPath: '/funnels/onboarding' },
    tutors: { lead: 'Індивідуальні уроки з сертифікованими викладачами у зручний для вас час.', cta: 'Знайти репетитора', ctaPath: '/tutoring/short-onboarding' },
    app: { lead: 'Англійська, іспанська, німецька, корейська та інші мови у телефоні, десять хвилин на день.', cta: 'Завантажити застосунок', ctaPath: '/language-learning-app' },
    practice: { lead: 'Говоріть із першого дня — з живими людьми або з ШІ, який ніколи не втомлюється.', cta: 'Почати говорити', ctaPath: '/funnels/onboarding' },
    tool: { lead: 'Безкоштовний інструмент, щоб перевірити знання й побачити, що вчити далі.', cta: 'Спробувати безкоштовно', ctaPath: '/funnels/onboarding' },
    company: { lead: 'Люди, принципи й програми, що стоять за вашими уроками.', cta: 'Почати навчання', ctaPath: '/funnels/onboarding' },
    onboarding: { lead: 'Дайте відповідь на кілька запитань про рівень, цілі й розклад — і за дві хвилини отримайте план, складений для вас.', cta: 'Створити акаунт', ctaPath: '/sign-in' },
  },
};

export interface LandingCopy {
  title: string;
  description: string;
  heading: string;
  lead: string;
  cta: { label: string; path: string };
}

/** A landing page's words: its topic (already in the locale) and the lead and call to action of its kind. */
export function landingCopy({ topic, kind: pageKind }: { topic: string; kind: PageKind }, locale: Locale): LandingCopy {
  const kind = COPY[locale][pageKind];
  return { title: topic, description: `${topic}. ${kind.lead}`, heading: topic, lead: kind.lead, cta: { label: kind.cta, path: kind.ctaPath } };
}
