import '@fontsource-variable/nunito';
import '@fontsource-variable/noto-sans-arabic';
import type { Preview } from '@storybook/react-vite';
import { preloadQRCode } from '../design-system/QRCode/index.ts';
import { globalStyles } from '../design-system/stitches.config.ts';
import { AXE_RUN_ONLY_TAGS } from '../tests/visual/axe-options.ts';

const preview: Preview = {
  tags: ['autodocs'],
  // The QR encoder loads on demand on the site; here it is there before a story draws, so a
  // snapshot never catches the blank square it shows while loading.
  loaders: [async () => ({ qrCode: await preloadQRCode() })],
  decorators: [
    (Story) => {
      globalStyles();
      return <Story />;
    },
  ],
  parameters: {
    options: { storySort: { order: ['Introduction', 'Foundations', 'Design system', 'Site'] } },
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // The same WCAG 2.2 AA rule set as the CI gate, so the addon panel and CI agree.
    a11y: {
      options: { runOnly: { type: 'tag', values: AXE_RUN_ONLY_TAGS }, rules: { 'target-size': { enabled: true } } },
    },
  },
};

export default preview;
