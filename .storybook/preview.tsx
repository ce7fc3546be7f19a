import '@fontsource-variable/nunito';
import '@fontsource-variable/noto-sans-arabic';
import type { Preview } from '@storybook/react-vite';
import { globalStyles } from '../design-system/stitches.config.ts';
import { AXE_RUN_ONLY_TAGS } from '../tests/visual/axe-options.ts';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => {
      globalStyles();
      return <Story />;
    },
  ],
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // The same WCAG 2.2 AA rule set as the CI gate, so the addon panel and CI agree.
    a11y: {
      options: { runOnly: { type: 'tag', values: AXE_RUN_ONLY_TAGS }, rules: { 'target-size': { enabled: true } } },
    },
  },
};

export default preview;
