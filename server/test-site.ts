// A small prerendered site for server tests, shaped like React Router's build/client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import seeded from '../content/experiments.json' with { type: 'json' };
import { ExperimentSchema, experimentsOnPage, type Experiment } from '../domain/experiments/experiments.ts';
import { experimentsDataBlock } from '../domain/experiments/in-page.ts';

/** The seeded experiments, validated as the site reads them. */
export const SEEDED_EXPERIMENTS: Experiment[] = seeded.map((record, index) => v.parse(ExperimentSchema, { id: index + 1, documentId: record.key, ...record }));

/** The header's business-link experiment as the seed holds it. */
export const BUSINESS_LINK_EXPERIMENT = SEEDED_EXPERIMENTS.find((experiment) => experiment.key === 'header_business_link')!;

/** Its data block as a page that runs it carries it (site/root.tsx). */
export const BUSINESS_LINK_DATA = experimentsDataBlock(experimentsOnPage([BUSINESS_LINK_EXPERIMENT], { locale: 'en', url: '/', now: 0 }));

/** `directory`: with the tutors' directory page (its list rendered for a query, issue 62). */
export function fixtureSite({ directory = false }: { directory?: boolean } = {}): { siteDir: string; remove: () => void } {
  // build/client, beside the build/server a live site reads (server/live/).
  const buildDir = mkdtempSync(join(tmpdir(), 'site-'));
  const siteDir = join(buildDir, 'client');
  mkdirSync(siteDir);
  const page = (path: string, text: string) => {
    mkdirSync(join(siteDir, path), { recursive: true });
    // Every page runs the header's business-link experiment, as the built site's do.
    writeFileSync(join(siteDir, path, 'index.html'), `<!DOCTYPE html><html><head><title>${text}</title></head><body>${text}${BUSINESS_LINK_DATA}</body></html>`);
  };
  page('', 'Home');
  page('faq', 'FAQ');
  page('sign-in', 'Log in');
  page('uk', 'Головна');
  page('uk/faq', 'Запитання');
  page('404', 'Page not found');
  page('uk/404', 'Сторінку не знайдено');
  if (directory) page('english-tutors', '<div data-directory="">Tutors</div>');
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(siteDir, 'assets', 'font-abc123.woff2'), 'wOF2');
  mkdirSync(join(siteDir, 'media'));
  writeFileSync(join(siteDir, 'media', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(siteDir, 'faq.data'), '[]');
  return { siteDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}
