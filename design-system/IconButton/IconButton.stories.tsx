import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { MenuIcon } from '../icons/icons.tsx';
import { INTERACTION_COLUMNS, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, type IconButtonProps } from './IconButton.tsx';
import { choice } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Open menu', children: <MenuIcon />, onPress: fn() },
  argTypes: {
    variant: choice(ICON_BUTTON_VARIANTS, 'ghost', 'Emphasis: `ghost` on surfaces, the others where the control must stand out.'),
    size: choice(ICON_BUTTON_SIZES, 'md', '`md` 44 px (comfortable), `sm` 32 px for dense rows (above the 24 px WCAG minimum).'),
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 16, alignItems: 'center' }}>
      {ICON_BUTTON_SIZES.flatMap((size) =>
        ICON_BUTTON_VARIANTS.map((variant) => (
          <IconButton key={`${size}-${variant}`} {...args} size={size} variant={variant} aria-label={`Close (${variant}, ${size})`}>
            <CloseIcon size={size === 'sm' ? 18 : 24} />
          </IconButton>
        )),
      )}
    </div>
  ),
};

/** Every variant in every state; hover, focus and press forced (story-state-matrix). */
export const States: Story = {
  render: (args) => (
    <StateMatrix<IconButtonProps>
      label="Icon button states"
      rows={ICON_BUTTON_VARIANTS.map((variant) => ({ label: variant, args: { variant } }))}
      columns={[...INTERACTION_COLUMNS, { label: 'Disabled', args: { isDisabled: true } }]}
      render={(state) => <IconButton {...args} {...state} />}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Open menu' })).toBeDisabled(),
};
