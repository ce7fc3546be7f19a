// Storybook's own Vite config: the primitives and site pieces as plain React, without the
// React Router plugin that the site's build (vite.config.ts) adds.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
