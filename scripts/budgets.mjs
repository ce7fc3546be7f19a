// npm run test:budgets (the last step of `npm test`, on the build `test:e2e` made): every
// prerendered page within the byte budgets of scripts/site-sizes.mjs, and the word tools' pages
// the server renders on first request (one word of each tool in each locale, and a 404 with
// suggestions, rendered here by the build's own renderer), or the command fails.
import { join } from 'node:path';
import { addRendered, BUDGETS, builtPages, kib, measurePage, overBudget, siteBuilt } from './site-sizes.mjs';

/** Word pages as the server renders them, rendered by the build's renderer from the local content service. */
async function renderedWordPages() {
  const { loadSiteRenderer } = await import('../server/live/renderer.ts');
  await (await import('../server/cms/local-service.ts')).ensureLocalContent();
  const site = await loadSiteRenderer(join(import.meta.dirname, '..', 'build'));
  const { LOCALES } = await import('../domain/constants.ts');
  const { localizePath } = await import('../domain/i18n/index.ts');
  const { TOOLS, WORD_TOOLS } = await import('../domain/words/words.ts');
  const { CONFUSING_WORDS } = await import('../domain/words/paths.ts');
  // Every tool's example word, the longest set of confusing words, in every locale.
  const words = { ...Object.fromEntries(WORD_TOOLS.map((tool) => [tool, TOOLS[tool].example])), [CONFUSING_WORDS]: 'there-vs-their-vs-theyre' };
  const urls = [...LOCALES.flatMap((locale) => Object.entries(words).map(([tool, word]) => localizePath(`/${tool}/${word}`, locale))), '/uk/past-tense-of/swimm'];
  for (const url of urls) {
    // As the server keeps them (issue 64): their islands' props inside the page.
    const rendered = await site.render(url, { kept: true });
    if (rendered.kind !== 'page') throw new Error(`${url} did not render: ${rendered.kind === 'failed' ? rendered.reason : rendered.kind}`);
    addRendered(url.slice(1), rendered.html, rendered.data);
  }
  return urls.map((url) => url.slice(1));
}

if (!siteBuilt()) {
  console.error('No build in build/client: run `npm run build:site` first.');
  process.exit(1);
}
const wordPages = await renderedWordPages();
const measured = [...builtPages(), ...wordPages].map(measurePage);
const largest = (size) => measured.reduce((a, b) => (size(b) > size(a) ? b : a));
const line = (label, size, budget) => {
  const page = largest(size);
  console.log(`  ${label.padEnd(14)} ${kib(size(page)).padStart(10)} (/${page.page})  budget ${kib(budget)}`);
};
console.log(`${measured.length} pages; the largest (JS and CSS gzip, HTML Brotli as sent):`);
const contentPages = measured.filter((page) => page.contentPage);
line('first-load JS', (page) => (page.contentPage || page.levelTest ? 0 : page.firstLoad.total), BUDGETS.firstLoadJs);
line('level test', (page) => (page.levelTest ? page.firstLoad.total : 0), BUDGETS.levelTestFirstLoadJs);
console.log(`  ${contentPages.length} content pages (no island that starts with React; ${wordPages.length} of them word pages rendered on first request):`);
line('first-load JS', (page) => (page.contentPage ? page.firstLoad.total : 0), BUDGETS.contentFirstLoadJs);
console.log('  every page:');
line('first screen', (page) => page.firstScreen, BUDGETS.firstScreen);
line('HTML', (page) => page.html, BUDGETS.html);
line('CSS', (page) => page.css, BUDGETS.css);
line('promotions', (page) => page.promotions.total, BUDGETS.promotionsChunk);
const over = overBudget(measured);
if (over.length > 0) {
  console.error(`\nOver budget (${over.length}):\n${over.slice(0, 30).map((entry) => `- ${entry}`).join('\n')}`);
  process.exit(1);
}
console.log('Every page within its budgets.');
