// The experiments a page is rendered with (issue 46): read from the CMS once per build generation,
// narrowed to the page's locale and URL (domain/experiments/experiments.ts). Build-time code.
import type { Locale } from '../../domain/constants.ts';
import type { PageExperiment } from '../../domain/experiments/assignment.ts';
import { pageExperiments } from '../../domain/experiments/experiments.ts';
import type { PageExperiments } from '../../domain/experiments/marks.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { buildTimeContent } from '../platform/content/build-time.ts';

/** `url` is the page's path with its locale prefix ("/es/faq"), as the experiments' URL patterns see it. */
export async function pageExperimentsAt(locale: Locale, url: string): Promise<PageExperiments & { running: PageExperiment[] }> {
  return pageExperiments(await buildTimeContent().list('experiments', locale), { locale, url, now: Date.now() });
}

/** `path` is locale-free ("/faq"). */
export const pageExperimentsOf = (locale: Locale, path: string) => pageExperimentsAt(locale, localizePath(path, locale));
