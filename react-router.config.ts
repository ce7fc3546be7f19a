import type { Config } from '@react-router/dev/config';
import { LOCALES } from './site/platform/constants.ts';
import { localizePath } from './site/platform/i18n/locale.ts';
import { LANDING_PAGES } from './site/routes/pages.ts';

/** Every page the site serves, in every locale: an explicit list (route patterns are useless here). */
export function prerenderPaths(): string[] {
  const paths = ['/', '/404', ...LANDING_PAGES.map((landing) => landing.path)];
  return LOCALES.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
}

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
