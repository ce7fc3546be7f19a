import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, Toaster, ToastProvider, toast, TOAST_VARIANTS } from './Toast.tsx';
import { rightToLeft, docsFrame, choice } from '../story-decorators.tsx';

/** Static stories keep toasts open (duration Infinity) so the snapshot is stable. */
const meta = {
  title: 'Design system/Toast',
  component: Toast,
  args: { title: 'Oops! Something went wrong. Please refresh the page and try again.', variant: 'error', duration: Infinity },
  argTypes: { variant: choice(TOAST_VARIANTS, 'info', 'What the message is, shown by its accent colour (every toast is announced politely).') },
  // Stories that render <Toaster /> bring their own provider (parameters.ownProvider).
  decorators: [(Story, { parameters }) => (parameters.ownProvider ? Story() : <ToastProvider>{Story()}</ToastProvider>)],
  parameters: { docs: docsFrame(280), layout: 'fullscreen', visual: { widths: [390, 1440], height: 480 } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (F8)' });

/** Spec §8: the subscription failure toast, bottom right. */
export const SubscriptionError: Story = {
  play: async ({ canvasElement }) => {
    const item = await within(region(canvasElement)).findByRole('listitem');
    await expect(item).toHaveTextContent('Oops! Something went wrong. Please refresh the page and try again.');
    const box = item.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(view.innerWidth - box.right).toBeLessThanOrEqual(32);
    await expect(view.innerHeight - box.bottom).toBeLessThanOrEqual(32);
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      {TOAST_VARIANTS.map((variant) => (
        <Toast key={variant} {...args} variant={variant} title={`${variant[0]!.toUpperCase()}${variant.slice(1)} toast`} description="A short supporting line." />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(region(canvasElement)).findAllByRole('listitem')).toHaveLength(TOAST_VARIANTS.length);
  },
};

export const WithDescription: Story = {
  args: { variant: 'success', title: 'You are subscribed', description: 'Your first lesson arrives on Monday.' },
};

export const LongText: Story = {
  args: {
    variant: 'info',
    title: 'Ми надіслали лист із підтвердженням на вашу електронну адресу — Donaudampfschifffahrtsgesellschaft',
    description: 'Якщо листа немає, перевірте папку «Спам» або спробуйте ще раз через кілька хвилин.',
  },
};

/** Behaviour only (the close path): after it, nothing is left to look at, so no snapshot and no docs entry. */
export const ClosesByButton: Story = {
  tags: ['!autodocs'],
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const list = within(region(canvasElement));
    await userEvent.click(await list.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(list.queryByRole('listitem')).toBeNull());
  },
};

/** Example: toasts shown through the store, as site code does it; short duration to watch it close. */
export const ShownFromCode: Story = {
  parameters: { ownProvider: true },
  render: () => (
    <div style={{ padding: 24 }}>
      <Button onPress={() => toast.show({ title: 'Saved to your list', variant: 'success', duration: 400 })}>Show toast</Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const list = within(region(canvasElement));
    await expect(await list.findByRole('listitem')).toHaveTextContent('Saved to your list');
    await waitFor(() => expect(list.queryByRole('listitem')).toBeNull(), { timeout: 3000 });
  },
};

export const RightToLeft: Story = {
  args: { variant: 'success', title: 'تم الاشتراك بنجاح', description: 'سيصلك أول درس يوم الاثنين.', closeLabel: 'إغلاق' },
  decorators: [rightToLeft],
};
