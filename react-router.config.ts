import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './site/routes/site-pages.ts';

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: false,
  // Every page in every locale (the CMS header and footer links included) and each 404 page.
  prerender: prerenderPaths,
} satisfies Config;
