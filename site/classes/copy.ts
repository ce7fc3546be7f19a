// The timetable's words (seats, the reservation form, its confirmation), per locale, from the message catalogs.
export { default as CLASSES_COPY, type ClassesMessages as ClassesCopy } from '../../domain/i18n/compiled/classes.ts';
