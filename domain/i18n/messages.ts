// The interface's own strings, per locale, from the message catalogs (domain/i18n/catalogs). Content
// (pages, footer, banners) comes from the CMS or the page registry; these are the words of the shell.
export { default as MESSAGES, type ShellMessages as Messages } from './compiled/shell.ts';
