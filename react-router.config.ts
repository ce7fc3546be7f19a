import type { Config } from '@react-router/dev/config';
import { islandsPagesIn } from './site/prerender/islands-pages.ts';
import { prerenderPaths } from './site/routes/site-pages.ts';

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: false,
  // Every page in every locale (the CMS header and footer links included) and each 404 page.
  prerender: prerenderPaths,
  // Each page loads its islands' scripts after its first paint (see islands-pages.ts).
  buildEnd({ viteConfig }) {
    const pages = islandsPagesIn(viteConfig.build.outDir);
    viteConfig.logger.info(`Islands started after the first paint: ${pages} pages`);
  },
} satisfies Config;
