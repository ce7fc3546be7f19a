import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MenuIcon } from '../icons/icons.tsx';
import { Link } from '../Link/Link.tsx';
import { Sheet, SHEET_SIDES } from './Sheet.tsx';
import { docsFrame, choice } from '../story-decorators.tsx';

const links = ['Group lessons', 'English tutors', 'App', 'For Business', 'Blog', 'FAQ'];

const meta = {
  title: 'Design system/Sheet',
  component: Sheet,
  args: {
    title: 'Menu',
    trigger: (
      <IconButton aria-label="Open menu" variant="outline">
        <MenuIcon />
      </IconButton>
    ),
    children: (
      <nav aria-label="Mobile">
        <ul style={{ display: 'grid', gap: 16, padding: 0, margin: 0, listStyle: 'none', fontSize: 20, fontWeight: 700 }}>
          {links.map((label) => (
            <li key={label}>
              <Link href={`/${label.toLowerCase().replace(/ /g, '-')}`} variant="subtle">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ),
  },
  argTypes: { side: choice(SHEET_SIDES, 'right', 'The edge it slides from (mirrored in right-to-left).'), trigger: { control: false }, children: { control: false } },
  parameters: { docs: docsFrame(620), visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {};

export const OpenRight: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
  },
};

export const OpenLeft: Story = { args: { defaultOpen: true, side: 'left' } };

export const OpensClosesReturnsFocus: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  name: 'Opens, closes, returns focus and unlocks scroll',
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(canvasElement.ownerDocument.body).not.toHaveAttribute('data-scroll-locked');
  },
};
