// npm run test:budgets (the last step of `npm test`, on the build `test:e2e` made): every
// prerendered page within the byte budgets of scripts/site-sizes.mjs, or the command fails.
import { BUDGETS, builtPages, kib, measurePage, overBudget, siteBuilt } from './site-sizes.mjs';

if (!siteBuilt()) {
  console.error('No build in build/client: run `npm run build:site` first.');
  process.exit(1);
}
const measured = builtPages().map(measurePage);
const largest = (size) => measured.reduce((a, b) => (size(b) > size(a) ? b : a));
const line = (label, size, budget) => {
  const page = largest(size);
  console.log(`  ${label.padEnd(14)} ${kib(size(page)).padStart(10)} (/${page.page})  budget ${kib(budget)}`);
};
console.log(`${measured.length} pages; the largest (JS and CSS gzip, HTML Brotli as sent):`);
const contentPages = measured.filter((page) => page.contentPage);
line('first-load JS', (page) => (page.contentPage || page.levelTest ? 0 : page.firstLoad.total), BUDGETS.firstLoadJs);
line('level test', (page) => (page.levelTest ? page.firstLoad.total : 0), BUDGETS.levelTestFirstLoadJs);
console.log(`  ${contentPages.length} content pages (no island but the shell's):`);
line('first-load JS', (page) => (page.contentPage ? page.firstLoad.total : 0), BUDGETS.contentFirstLoadJs);
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
