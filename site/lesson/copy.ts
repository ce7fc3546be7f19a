// The lesson's words in the visitor's language (its English is domain/lesson/try-lesson.ts).
export { default as LESSON_COPY, type LessonMessages as LessonCopy } from '../../domain/i18n/compiled/lesson.ts';
