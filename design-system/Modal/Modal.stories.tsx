import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { Button } from '../Button/Button.tsx';
import { Modal, MODAL_PLACEMENTS, MODAL_SIZES } from './Modal.tsx';
import { rightToLeft, docsFrame, choice } from '../story-decorators.tsx';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A click on the dimmed backdrop, i.e. outside the dialog panel. */
async function clickOutside(canvasElement: HTMLElement) {
  const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-modal-backdrop]');
  if (!backdrop) throw new Error('No modal backdrop rendered');
  await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 4, clientY: 4 } });
}

const lessonCopy = (
  <p style={{ margin: 0 }}>
    Book a free 25-minute trial lesson with a certified tutor. Pick a time that suits you — we will match you
    with a tutor for your level and goals.
  </p>
);

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    title: 'Try a lesson for free',
    children: lessonCopy,
    trigger: <Button>Open modal</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: choice(MODAL_SIZES, 'md', 'Panel width: `sm` for short questions (cookie consent), `md` for most, `lg` for media (the video popup).'),
    placement: choice(MODAL_PLACEMENTS, 'center', '`center`: a modal dialog; `bottom`: a sheet along the bottom, not modal, for a phone.'),
    trigger: { control: false },
  },
  parameters: { docs: docsFrame(720), visual: { widths: SNAPSHOT_WIDTHS, height: 720 } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Try a lesson for free' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { defaultOpen: true, description: 'No card needed. Cancel anytime.' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('No card needed. Cancel anytime.');
  },
};

export const OpensAndClosesWithFocusReturn: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  name: 'Opens, closes by the Close button, returns focus',
  play: async ({ canvasElement, args, step }) => {
    const screen = body(canvasElement);
    const trigger = screen.getByRole('button', { name: 'Open modal' });
    await step('opens from the trigger and moves focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step('closes by the Close button and returns focus to the trigger', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ClosesOnEscape: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnOutsideClick: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('dialog');
    await clickOutside(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OutsideClickDisabled: Story = {
  args: { defaultOpen: true, closeOnOutsideClick: false },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('dialog');
    await clickOutside(canvasElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

const TallPage = ({ children }: { children: React.ReactNode }) => (
  <div style={{ height: 2400 }}>
    <p>Page content behind the modal.</p>
    {children}
  </div>
);

export const LocksPageScroll: Story = {
  args: { defaultOpen: true },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <TallPage>{Story()}</TallPage>],
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    // react-remove-scroll marks the body and sets overflow: hidden on it while locked.
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).toBe('hidden');
  },
};

export const ScrollLockDisabled: Story = {
  args: { defaultOpen: true, lockScroll: false },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <TallPage>{Story()}</TallPage>],
  play: async ({ canvasElement }) => {
    const { body: pageBody, defaultView } = canvasElement.ownerDocument;
    await body(canvasElement).findByRole('dialog');
    await expect(pageBody).not.toHaveAttribute('data-scroll-locked');
    defaultView?.scrollTo(0, 300);
    await waitFor(() => expect(defaultView?.scrollY).toBeGreaterThan(0));
    defaultView?.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
    await expect(within(dialog).queryByText(/trial lesson/)).toBeNull();
  },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, title: 'App preview' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'App preview' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of the free trial and what happens when it ends',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            {index + 1}. Your trial gives you full access to lessons, the conversation club and AI practice. When it
            ends, your plan renews unless you cancel in your account settings at least 24 hours before.
          </p>
        ))}
      </>
    ),
  },
};

export const LongContentScrolled: Story = {
  name: 'Long content, scrolled: Close stays in reach',
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const content = dialog.querySelector<HTMLElement>('[data-modal-body]')!;
    content.scrollTop = content.scrollHeight;
    await waitFor(() => expect(content.scrollTop).toBeGreaterThan(0));
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    const panel = dialog.getBoundingClientRect();
    await expect(close.top).toBeGreaterThanOrEqual(panel.top);
    await expect(close.bottom).toBeLessThanOrEqual(panel.top + 80);
    // The text scrolls below the header, never under the button.
    await expect(content.getBoundingClientRect().top).toBeGreaterThanOrEqual(close.bottom);
  },
};

/** Actions along the bottom edge stay in view while long content scrolls above them. */
export const WithFooterActions: Story = {
  args: {
    ...LongContent.args,
    title: 'Cancel your plan?',
    footer: (
      <>
        <Button variant="ghost">Keep my plan</Button>
        <Button>Cancel plan</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cancel your plan?' });
    const action = within(dialog).getByRole('button', { name: 'Cancel plan' }).getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
    await expect(action.top).toBeGreaterThan(dialog.querySelector('[data-modal-body]')!.getBoundingClientRect().bottom - 1);
  },
};

/**
 * `placement="bottom"`: a sheet along the bottom over at most half the window, for what the visitor
 * did not ask for on a phone. Not modal: no backdrop, the page scrolls and takes taps (a tap on it
 * closes the sheet); focus moves in and returns, Escape and the close button close it.
 */
export const BottomSheet: Story = {
  args: { defaultOpen: true, placement: 'bottom', title: 'Lingo Plus at half price' },
  parameters: { visual: { widths: [390, 1440], height: 844 } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Lingo Plus at half price' });
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(dialog.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2);
    await expect(canvasElement.ownerDocument.querySelector('[data-modal-backdrop]')).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).not.toBe('hidden');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
  },
};

export const BottomSheetClosesOnEscapeAndReturnsFocus: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  args: { placement: 'bottom' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SmallSize: Story = {
  args: { defaultOpen: true, size: 'sm', title: 'Small modal' },
};

export const LargeSize: Story = {
  args: { defaultOpen: true, size: 'lg', title: 'Large modal' },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'جرّب درسًا مجانيًا مع معلم معتمد',
    closeLabel: 'إغلاق',
    children: <p style={{ margin: 0 }}>اختر الوقت المناسب لك وسنختار لك معلمًا يناسب مستواك وأهدافك — Donaudampfschifffahrtsgesellschaftskapitän</p>,
  },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'جرّب درسًا مجانيًا مع معلم معتمد' });
    const close = within(dialog).getByRole('button', { name: 'إغلاق' }).getBoundingClientRect();
    // Mirrored: the close button sits at the left edge of the panel.
    await expect(close.left - dialog.getBoundingClientRect().left).toBeLessThan(40);
  },
};
