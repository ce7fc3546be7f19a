// npm run test:contract — the content contract (tests/contract) against CMS_URL, or against the
// local service when CMS_URL is unset. Every answer is compared with the one the real Strapi
// gave when the contract was recorded; `-- --record` (with CMS_URL at a Strapi seeded from
// content/) records them anew. Prints the table; exits 1 on any difference not listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_DEPENDENT, httpFetcher, KNOWN_DIFFERENCES, localFetcher, readRecorded, RECORDED_DIR, runContract, writeRecorded } from '../tests/contract/contract.ts';
import { NORMALISED, summary, type Answer } from '../tests/contract/normalise.ts';

const record = process.argv.includes('--record');
const cmsUrl = process.env.CMS_URL?.trim();
if (record && !cmsUrl) {
  console.error('--record needs CMS_URL pointing at a Strapi seeded from content/ (npm run cms).');
  process.exit(2);
}
const target = cmsUrl ? `Strapi at ${cmsUrl}` : 'the local service';
const fetcher = cmsUrl ? httpFetcher(cmsUrl, process.env.CMS_TOKEN) : localFetcher();
const recorded = record ? null : readRecorded();

const started = Date.now();
const results = await runContract(fetcher, recorded);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (record) {
  const strapiVersion = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'cms', 'package.json'), 'utf8')).dependencies['@strapi/strapi'];
  const answers: Record<string, Answer> = Object.fromEntries(results.map((result) => [result.case.path, result.answer]));
  const files = writeRecorded({ strapi: strapiVersion, database: process.env.DATABASE_CLIENT ?? 'sqlite', answers });
  console.log(`Recorded ${results.length} answers of ${target} (Strapi ${strapiVersion}) in ${seconds} s to ${RECORDED_DIR}, ${files} files.`);
  process.exit(0);
}

const cell = (text: string) => text.replaceAll('|', '\\|');
/** A listed difference: the local service's own, or (against a Strapi) one that depends on its database. */
const accepted = (result: (typeof results)[number]) => (!cmsUrl && Boolean(result.known)) || (Boolean(cmsUrl) && Boolean(result.databaseDependent));
console.log(`Content contract: ${target} against Strapi ${recorded!.strapi} (${recorded!.database}), ${results.length} queries, ${seconds} s\n`);
console.log('| query | Strapi (recorded) | this run | |');
console.log('|---|---|---|---|');
for (const result of results) {
  const verdict = result.same ? 'same' : accepted(result) ? `different (listed${result.databaseDependent ? ': database' : ''})` : 'DIFFERENT';
  console.log(`| ${cell(result.case.name)}<br>\`${cell(result.case.path)}\` | ${result.recorded ? cell(summary(result.recorded)) : '(not recorded)'} | ${cell(summary(result.answer))} | ${verdict} |`);
}
console.log('\nNormalised before comparing:');
for (const reason of NORMALISED) console.log(`- ${reason}`);
const listed = Object.entries(KNOWN_DIFFERENCES);
console.log(listed.length ? '\nListed differences (local service only):' : '\nListed differences: none.');
for (const [path, reason] of listed) console.log(`- \`${path}\`: ${reason}`);
console.log('\nDepending on Strapi\'s database (accepted against a Strapi on another database than the recording\'s):');
for (const [path, reason] of Object.entries(DATABASE_DEPENDENT)) console.log(`- \`${path}\`: ${reason}`);

const unexpected = results.filter((result) => !result.same && !accepted(result));
const staleListing = cmsUrl ? [] : results.filter((result) => result.same && result.known);
for (const result of unexpected) {
  console.error(`\nDIFFERENT: ${result.case.name} (${result.case.path})\n  recorded: ${JSON.stringify(result.recorded)}\n  this run: ${JSON.stringify(result.answer)}`);
}
for (const result of staleListing) console.error(`\nListed as different but now the same, remove it from KNOWN_DIFFERENCES: ${result.case.path}`);
const same = results.filter((result) => result.same).length;
console.log(`\n${same} passed, ${unexpected.length + staleListing.length} failed`);
process.exit(unexpected.length + staleListing.length > 0 ? 1 : 0);
