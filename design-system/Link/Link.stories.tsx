import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INTERACTION_COLUMNS, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { Link, LINK_VARIANTS, type LinkProps } from './Link.tsx';
import { choice } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '/english-tutors', children: 'English tutors' },
  argTypes: { variant: choice(LINK_VARIANTS, 'inline', '`inline` in running text (accent colour, underlined); `subtle` for navigation and footer lists (underlined on hover).'), href: { control: 'text' } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 24 }}>
      {LINK_VARIANTS.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant} link
        </Link>
      ))}
    </p>
  ),
};

/** Both variants in every state; hover, focus and press forced (story-state-matrix). */
export const States: Story = {
  render: (args) => (
    <StateMatrix<LinkProps>
      label="Link states"
      rows={LINK_VARIANTS.map((variant) => ({ label: variant, args: { variant } }))}
      columns={INTERACTION_COLUMNS}
      render={(state) => <Link {...args} {...state} />}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const External: Story = {
  args: { href: 'https://www.youtube.com/@example', children: 'YouTube' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'YouTube (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const UnsafeHrefRendersText: Story = {
  name: 'Unsafe href (javascript:) renders as text',
  args: { href: 'javascript:alert(document.cookie)', children: 'Claim your discount' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Claim your discount')).toBeVisible();
  },
};

export const MalformedHrefRendersText: Story = {
  args: { href: 'https://', children: 'Broken CMS link' },
  play: async ({ canvas }) => expect(canvas.queryByRole('link')).toBeNull(),
};

export const InText: Story = {
  render: () => (
    <p style={{ maxWidth: 420 }}>
      Read our <Link href="/terms/privacy-policy">Privacy Policy</Link> and the{' '}
      <Link href="/terms/cookie-policy" variant="inline">
        Cookie Policy
      </Link>
      , or write to <Link href="mailto:support@example.com">support@example.com</Link>.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

export const LongUnbrokenText: Story = {
  args: { children: 'https://example.com/uk/tutors/english-with-native-speakers-and-conversation-practice' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};
