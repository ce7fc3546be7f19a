// The marketing pages of spec §2 that share the landing template: each names its topic in every
// locale and its kind, which picks the lead text and the call to action (page-copy.ts).
import type { Locale } from '../../domain/constants.ts';

export const PAGE_KINDS = ['course', 'tutors', 'app', 'practice', 'tool', 'company', 'onboarding'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface LandingPage {
  /** Locale-free path, e.g. "/conversation-club". */
  path: string;
  kind: PageKind;
  topic: Record<Locale, string>;
}

const page = (path: string, kind: PageKind, en: string, es: string, pt: string, uk: string): LandingPage => ({
  path,
  kind,
  topic: { en, es, pt, uk },
});

export const LANDING_PAGES: readonly LandingPage[] = [
  page('/conversation-club', 'practice', 'Conversation club', 'Club de conversación', 'Clube de conversação', 'Розмовний клуб'),
  page('/language-learning-app', 'app', 'Language learning app', 'App para aprender idiomas', 'App para aprender idiomas', 'Застосунок для вивчення мов'),
  page('/learn-english-online', 'course', 'Learn English online', 'Aprende inglés online', 'Aprenda inglês online', 'Вивчайте англійську онлайн'),
  page('/test-your-english-level', 'tool', 'Test your English level', 'Comprueba tu nivel de inglés', 'Teste seu nível de inglês', 'Перевірте свій рівень англійської'),
  page('/past-tense-of', 'tool', 'Past tense of English verbs', 'Pasado de los verbos en inglés', 'Passado dos verbos em inglês', 'Минулий час англійських дієслів'),
  page('/course/english-exercises-and-quizzes', 'course', 'English exercises and quizzes', 'Ejercicios y cuestionarios de inglés', 'Exercícios e quizzes de inglês', 'Вправи та тести з англійської'),
  page('/course/online-language-course', 'course', 'Online language course', 'Curso de idiomas online', 'Curso de idiomas online', 'Онлайн-курс іноземної мови'),
  page('/page/business-english-online-courses', 'course', 'Business English online courses', 'Cursos de inglés de negocios online', 'Cursos de inglês para negócios online', 'Онлайн-курси ділової англійської'),
  page('/english-tutors', 'tutors', 'English tutors', 'Profesores de inglés', 'Professores de inglês', 'Репетитори англійської'),
  page('/our-tutors', 'tutors', 'Our tutors', 'Nuestros profesores', 'Nossos professores', 'Наші репетитори'),
  page('/page/practice-with-ai', 'practice', 'Practice English with AI', 'Practica inglés con IA', 'Pratique inglês com IA', 'Практикуйте англійську з ШІ'),
  page('/who-we-are', 'company', 'Who we are', 'Quiénes somos', 'Quem somos', 'Хто ми'),
  page('/press-center', 'company', 'Press center', 'Sala de prensa', 'Sala de imprensa', 'Пресцентр'),
  page('/our-editorial-process', 'company', 'Our editorial process', 'Nuestro proceso editorial', 'Nosso processo editorial', 'Наш редакційний процес'),
  page('/contact-us', 'company', 'Contact us', 'Contáctanos', 'Fale conosco', 'Звʼяжіться з нами'),
  page('/faq', 'company', 'Frequently asked questions', 'Preguntas frecuentes', 'Perguntas frequentes', 'Поширені запитання'),
  page('/online/affiliate', 'company', 'Affiliate program', 'Programa de afiliados', 'Programa de afiliados', 'Партнерська програма'),
  page('/page/promova-review', 'company', 'Reviews from our learners', 'Opiniones de nuestros alumnos', 'Avaliações dos nossos alunos', 'Відгуки наших учнів'),
  page('/page/ambassador', 'company', 'Ambassador program', 'Programa de embajadores', 'Programa de embaixadores', 'Програма амбасадорів'),
  page('/page/promova-4-good', 'company', 'Learning for good', 'Aprender para el bien común', 'Aprender para o bem', 'Навчання заради добра'),
  // The language switch's flag section links every language it lists to its app page; the CMS
  // footer has no Ukrainian one.
  page('/app/ukrainian-language-learning-app', 'app', 'Learn Ukrainian app', 'App para aprender ucraniano', 'App para aprender ucraniano', 'Застосунок для вивчення української'),
  // Where the calls to action lead: the Ready-to-learn banner's funnel and the tutors' one.
  page('/funnels/onboarding', 'onboarding', 'Ready to learn? Let’s build your plan', '¿Listo para aprender? Creemos tu plan', 'Pronto para aprender? Vamos montar seu plano', 'Готові вчитися? Складімо ваш план'),
  page('/tutoring/short-onboarding', 'onboarding', 'Find the tutor who fits you', 'Encuentra el profesor que encaja contigo', 'Encontre o professor ideal para você', 'Знайдіть свого репетитора'),
];

const byPath = new Map(LANDING_PAGES.map((landing) => [landing.path, landing]));

export const landingPageAt = (path: string): LandingPage | undefined => byPath.get(path);
