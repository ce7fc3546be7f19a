import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  // STORYBOOK_STORIES (comma-separated globs): a build of those stories alone, for the gate proof's
  // mutated copy (tests/gate-proof.mjs), which checks three components and need not build them all.
  stories: process.env.STORYBOOK_STORIES?.split(',') ?? ['../design-system/Introduction.mdx', '../design-system/**/*.stories.@(ts|tsx)', '../site/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the docs pages: the Introduction's tables render as tables.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
  ],
  // The site's public files (banner images, the media popup's video), at the same paths as on the site.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
