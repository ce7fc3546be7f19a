import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { AVATAR_IMAGE } from '../story-fixtures.ts';
import { styled } from '../stitches.config.ts';
import { docsFrame } from '../story-decorators.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu.tsx';

const AvatarTrigger = styled(DropdownMenuTrigger, {
  padding: 2,
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': { focusRing: true },
});

function ProfileMenu({ defaultOpen, onSignOut }: { defaultOpen?: boolean; onSignOut?: () => void }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <AvatarTrigger aria-label="Profile menu">
        <Avatar src={AVATAR_IMAGE} alt="" size="md" />
      </AvatarTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>maria@example.com</DropdownMenuLabel>
        <DropdownMenuItem>Back to Studying</DropdownMenuItem>
        <DropdownMenuItem disabled>Settings (soon)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The signed-in visitor's profile menu (spec §1: 'Back to Studying' and 'Sign out'). */
const meta = {
  title: 'Design system/DropdownMenu',
  component: ProfileMenu,
  args: { onSignOut: fn() },
  parameters: { layout: 'padded', visual: { height: 360 } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>{Story()}</div>],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveAttribute('aria-expanded', 'false'),
};

export const Open: Story = {
  parameters: { docs: docsFrame(340) },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Back to Studying' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

export const KeyboardHighlight: Story = {
  parameters: { docs: docsFrame(340) },
  name: 'Opened from the keyboard, second item highlighted',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Back to Studying' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  },
};

export const SignOut: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};
