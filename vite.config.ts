// The site's build: React Router framework mode over site/ (react-router.config.ts), prerendered.
// Unit tests use vitest.config.ts; Storybook uses .storybook/vite.config.ts.
import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messageCatalogs } from './scripts/messages.mjs';
import { ensureLocalContent } from './server/cms/local-service.ts';

export default defineConfig({
  plugins: [
    messageCatalogs(),
    // Without CMS_URL, the prerender reads the seeded local content service, over HTTP like Strapi.
    { name: 'local-content-service', config: async () => void (await ensureLocalContent()) },
    reactRouter(),
  ],
  // The scroll lock's styles in a constructed sheet, which the pages' policy allows without a nonce
  // (site/platform/style-singleton.ts).
  resolve: { alias: { 'react-style-singleton': fileURLToPath(new URL('site/platform/style-singleton.ts', import.meta.url)) } },
  // The manifest names each island's chunks for the pages' starters (site/prerender/islands-pages.ts).
  build: { assetsInlineLimit: 0, manifest: true },
});
