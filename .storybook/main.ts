import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../design-system/Introduction.mdx', '../design-system/**/*.stories.@(ts|tsx)', '../site/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The site's public files (banner images, the media popup's video), at the same paths as on the site.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
