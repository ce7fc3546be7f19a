// The experiments a page is rendered with (issue 46): read from the CMS once per build generation,
// narrowed to the page's locale and URL (domain/experiments/experiments.ts). Build-time code.
import type { Locale } from '../../domain/constants.ts';
import type { PageExperiment } from '../../domain/experiments/assignment.ts';
import { pageExperiments } from '../../domain/experiments/experiments.ts';
import type { PageExperiments } from '../../domain/experiments/marks.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';

/** `path` is locale-free ("/faq"); the experiments' URL patterns see it with its locale prefix. */
export async function pageExperimentsOf(locale: Locale, path: string): Promise<PageExperiments & { running: PageExperiment[] }> {
  return pageExperiments(await buildTimeContent().experiments(), { locale, url: localizePath(path, locale), now: Date.now() });
}
