// Storybook's own Vite config: the primitives and site pieces as plain React, without the
// React Router plugin that the site's build (vite.config.ts) adds.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogs } from '../scripts/messages.mjs';

// FORCED_STATES: the state selectors also match `data-force-state` (design-system/
// interaction-styles.ts), for the stories' state matrices; the site's pages ship without them.
// PSEUDO_LOCALE=en-XA npm run storybook shows every English story pseudo-localized.
export default defineConfig({ plugins: [messageCatalogs(), react()], define: { __FORCED_STATES__: 'true' } });
