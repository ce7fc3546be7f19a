// npm run test:budgets (the last step of `npm test`, on the build `test:e2e` made): every
// prerendered page within the byte budgets of scripts/site-sizes.mjs, or the command fails.
import { BUDGETS, builtPages, firstLoad, kib, overBudget, pageBytes, promotionsChunk, siteBuilt } from './site-sizes.mjs';

if (!siteBuilt()) {
  console.error('No build in build/client: run `npm run build:site` first.');
  process.exit(1);
}
const pages = builtPages();
const largest = (measure) => pages.map((page) => [page, measure(page)]).reduce((a, b) => (b[1] > a[1] ? b : a));
const [jsPage, js] = largest((page) => firstLoad(page).total);
const [htmlPage, html] = largest((page) => pageBytes(page).html);
const [cssPage, css] = largest((page) => pageBytes(page).css);
const [, chunk] = largest((page) => promotionsChunk(page).total);
console.log(`${pages.length} pages; the largest, gzip:`);
console.log(`  first-load JS  ${kib(js).padStart(10)} (/${jsPage})  budget ${kib(BUDGETS.firstLoadJs)}`);
console.log(`  HTML           ${kib(html).padStart(10)} (/${htmlPage})  budget ${kib(BUDGETS.html)}`);
console.log(`  CSS            ${kib(css).padStart(10)} (/${cssPage})  budget ${kib(BUDGETS.css)}`);
console.log(`  promotions     ${kib(chunk).padStart(10)}  budget ${kib(BUDGETS.promotionsChunk)}`);
const over = overBudget(pages);
if (over.length > 0) {
  console.error(`\nOver budget (${over.length}):\n${over.slice(0, 30).map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Every page within its budgets.');
