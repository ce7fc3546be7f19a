import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { islandsPagesIn } from './site/prerender/islands-pages.ts';
import { MESSAGES } from './domain/i18n/index.ts';
import { optimisedImagesIn } from './site/prerender/optimised-images.ts';
import { placeholderLinksIn } from './site/prerender/placeholder-links.ts';
import { socialImagesIn } from './site/prerender/social-images.tsx';
import { prerenderPaths } from './site/routes/site-pages.ts';

export default {
  appDirectory: 'site',
  // SITE_BUILD_DIR: a second build beside the usual one (the contract run builds from Strapi into
  // its own, so the local build is not made again afterwards); the server reads the same variable.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // Every page is prerendered, and the server build renders one again when the CMS changes it
  // (server/live/): published content is live without a new build.
  ssr: true,
  // Every page in every locale (the CMS header and footer links included) and each 404 page.
  prerender: prerenderPaths,
  // Each page loads its islands' scripts after its first paint (see islands-pages.ts).
  async buildEnd({ viteConfig, reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, 'client');
    const placeholders = placeholderLinksIn(clientDir);
    if (placeholders.length > 0) throw new Error(`Links to placeholder addresses (give the CMS the real ones):\n${placeholders.slice(0, 20).join('\n')}`);
    const optimised = await optimisedImagesIn(clientDir);
    viteConfig.logger.info(`Raster images in AVIF and WebP: ${optimised.made} made, ${optimised.reused} from the cache`);
    for (const url of optimised.missing) viteConfig.logger.warn(`[images] ${url} could not be read: its pages show it as it is`);
    const pages = islandsPagesIn(clientDir, join(reactRouterConfig.buildDirectory, 'server'));
    viteConfig.logger.info(`Islands started after the first paint: ${pages} pages`);
    const images = await socialImagesIn(clientDir, MESSAGES.en.siteName);
    viteConfig.logger.info(`Sharing images: ${images.drawn} drawn, ${images.reused} from the cache`);
  },
} satisfies Config;
