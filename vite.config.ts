// The site's build: React Router framework mode over site/ (react-router.config.ts), prerendered.
// Unit tests use vitest.config.ts; Storybook uses .storybook/vite.config.ts.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The manifest names each island's chunks for the pages' starters (site/prerender/islands-pages.ts).
  build: { assetsInlineLimit: 0, manifest: true },
});
