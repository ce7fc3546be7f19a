import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONSENT_COPY } from '../copy.ts';
import { PureConsentDialog } from './PureConsentDialog.tsx';

const meta = {
  title: 'Site/Consent/PureConsentDialog',
  component: PureConsentDialog,
  args: {
    copy: CONSENT_COPY.en,
    open: true,
    onOpenChange: fn(),
    view: 'intro',
    onViewChange: fn(),
    categories: { analytics: false, advertising: false },
    policyHref: '/terms/cookie-policy',
    onChoose: fn(),
  },
  parameters: { layout: 'fullscreen', visual: { widths: [390, 1440], height: 720 } },
} satisfies Meta<typeof PureConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookies on Lingo' });

export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(await dialog(canvasElement));
    await expect(body.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/terms/cookie-policy');
    await userEvent.click(body.getByRole('button', { name: 'Reject all' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ analytics: false, advertising: false });
    await userEvent.click(body.getByRole('button', { name: 'Accept all' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith({ analytics: true, advertising: true });
    const choose = body.getByRole('button', { name: 'Choose cookies' });
    await userEvent.click(choose);
    await expect(args.onViewChange).toHaveBeenCalledWith('preferences');
    // At rest for the snapshot.
    await userEvent.hover(body.getByRole('heading', { name: 'Cookies on Lingo' }));
    choose.blur();
  },
};

export const Preferences: Story = {
  args: { view: 'preferences', categories: { analytics: true, advertising: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(await dialog(canvasElement));
    await expect(body.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled();
    await expect(body.getByRole('switch', { name: /Analytics/ })).toBeChecked();
    await userEvent.click(body.getByText('Advertising', { exact: true }));
    const save = body.getByRole('button', { name: 'Save my choices' });
    await userEvent.click(save);
    await expect(args.onChoose).toHaveBeenCalledWith({ analytics: true, advertising: true });
    await userEvent.hover(body.getByRole('heading', { name: 'Cookies on Lingo' }));
    save.blur();
  },
};

export const Ukrainian: Story = {
  args: { copy: CONSENT_COPY.uk, policyHref: '/uk/terms/cookie-policy' },
  play: async ({ canvasElement }) => {
    const body = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Файли cookie на Lingo' }));
    await expect(body.getByRole('button', { name: 'Відхилити всі' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { copy: CONSENT_COPY.es, policyHref: '/es/terms/cookie-policy', view: 'preferences' },
  play: async ({ canvasElement }) => {
    const body = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookies en Lingo' }));
    await expect(body.getByRole('switch', { name: /Analítica/ })).not.toBeChecked();
  },
};

export const Portuguese: Story = {
  args: { copy: CONSENT_COPY.pt, policyHref: '/pt/terms/cookie-policy' },
  play: async ({ canvasElement }) => {
    const body = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookies na Lingo' }));
    await expect(body.getByRole('button', { name: 'Recusar todos' })).toBeVisible();
  },
};
