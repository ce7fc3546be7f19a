// The home page's words, per locale.
import type { Locale } from '../../../domain/constants.ts';

export const HOME: Record<Locale, { title: string; heading: string; lead: string; cta: string }> = {
  en: {
    title: 'Learn languages online with tutors, classes and an app',
    heading: 'Speak a new language with confidence',
    lead: 'Lessons with tutors, group classes, a conversation club and AI practice, all in one plan. English first, and Spanish, German, Korean, Chinese, French, Italian and Arabic too.',
    cta: 'Start learning',
  },
  es: {
    title: 'Aprende idiomas online con profesores, clases y una app',
    heading: 'Habla un nuevo idioma con seguridad',
    lead: 'Clases con profesores, grupos, un club de conversación y práctica con IA, todo en un mismo plan. Inglés ante todo, y también español, alemán, coreano, chino, francés, italiano y árabe.',
    cta: 'Empieza a aprender',
  },
  pt: {
    title: 'Aprenda idiomas online com professores, aulas e um app',
    heading: 'Fale um novo idioma com confiança',
    lead: 'Aulas com professores, turmas, um clube de conversação e prática com IA, tudo em um só plano. Inglês em primeiro lugar, e também espanhol, alemão, coreano, chinês, francês, italiano e árabe.',
    cta: 'Comece a aprender',
  },
  uk: {
    title: 'Вивчайте мови онлайн з репетиторами, у групах і в застосунку',
    heading: 'Говоріть новою мовою впевнено',
    lead: 'Уроки з репетиторами, групові заняття, розмовний клуб і практика з ШІ в одному плані. Передусім англійська, а також іспанська, німецька, корейська, китайська, французька, італійська й арабська.',
    cta: 'Почати навчання',
  },
};
