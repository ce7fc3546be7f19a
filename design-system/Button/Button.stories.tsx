import type { Meta, StoryObj } from '@storybook/react-vite';
import { INTERACTION_COLUMNS, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonAsButtonProps } from './Button.tsx';
import { rightToLeft, choice } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Start learning', variant: 'primary', size: 'md', fullWidth: false, isDisabled: false, isLoading: false, onPress: fn() },
  argTypes: {
    children: { control: 'text', description: 'The label: what pressing it does, in a few words.' },
    // Descriptions here too: Storybook's docgen does not read them from the props' union type.
    variant: choice(BUTTON_VARIANTS, 'primary', 'Emphasis: `primary` for the one main action of a view, `secondary` and `outline` beside it, `ghost` for the least.'),
    size: choice(BUTTON_SIZES, 'md', 'Height and type size: `sm` 36 px and 14 px type (dense rows, the header), `md` 44 px and 16 px, `lg` 56 px and 20 px (heroes, popups).'),
    fullWidth: { description: 'Takes the full width of its container (phone layouts, forms).', table: { defaultValue: { summary: 'false' } } },
    isDisabled: { control: 'boolean', description: 'Not available now: dimmed, not focusable by pointer, announced as disabled.' },
    isLoading: { description: 'Shows a spinner, keeps focus and the accessible name, and ignores presses.', table: { defaultValue: { summary: 'false' } } },
    iconStart: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Row = ({ children }: { children: React.ReactNode }) => (
  <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>{children}</div>
);

export const Variants: Story = {
  render: (args) => (
    <Row>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Row>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start learning' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas }) => {
    // Pending keeps the name and focusability but ignores presses (aria-disabled, data-pending).
    const button = canvas.getByRole('button', { name: 'Start learning' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/**
 * Every variant in every state at a glance; hover, focus and press are forced (story-state-matrix).
 * A short label keeps the six columns within a docs page (with "Start learning" it ran off the right edge).
 */
export const States: Story = {
  args: { children: 'Next' },
  render: (args) => (
    <StateMatrix<ButtonAsButtonProps>
      label="Button states"
      rows={BUTTON_VARIANTS.map((variant) => ({ label: variant, args: { variant } }))}
      columns={[...INTERACTION_COLUMNS, { label: 'Disabled', args: { isDisabled: true } }, { label: 'Loading', args: { isLoading: true } }]}
      render={(state) => <Button {...(args as ButtonAsButtonProps)} {...state} />}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const AsLink: Story = {
  render: () => <Button href="/language-learning-app">Get The App</Button>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get The App' });
    await expect(link).toHaveAttribute('href', '/language-learning-app');
  },
};

export const AsExternalLink: Story = {
  render: () => (
    <Button href="https://apps.apple.com/" target="_blank" variant="outline">
      Download on the App Store
    </Button>
  ),
  play: async ({ canvasElement }) => {
    // It says it opens a new tab, and shows the Link's external mark.
    const link = within(canvasElement).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).not.toBeNull();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Spróbuj za darmo przez siedem dni i naucz się mówić swobodnie — Donaudampfschifffahrtsgesellschaftskapitän',
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** Right-to-left, Arabic, with a long unbroken word that must wrap inside the button. */
export const RightToLeft: Story = {
  args: { children: 'ابدأ التعلم الآن واحصل على خصم ٥٠٪ — Donaudampfschifffahrtsgesellschaftskapitän' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>, rightToLeft],
};
