import type { Config } from '@react-router/dev/config';
import { hydrateAfterPaintIn } from './site/prerender/hydrate-after-paint.ts';
import { prerenderPaths } from './site/routes/site-pages.ts';

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: false,
  // Every page in every locale (the CMS header and footer links included) and each 404 page.
  prerender: prerenderPaths,
  // Each page fetches its scripts after its first paint (see hydrate-after-paint.ts).
  buildEnd({ viteConfig }) {
    const pages = hydrateAfterPaintIn(viteConfig.build.outDir);
    viteConfig.logger.info(`Scripts after the first paint: ${pages} pages`);
  },
} satisfies Config;
