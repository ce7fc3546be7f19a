// The level test's own words, per locale, from the message catalogs (domain/i18n/catalogs); the
// questions are the CMS's (English, since they test English), the level names and can-do lists the
// level collection's.
export { default as LEVEL_TEST_COPY, type LevelTestMessages as LevelTestCopy } from '../../domain/i18n/compiled/levelTest.ts';
