import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { alternatePaths, MESSAGES } from '../../../domain/i18n/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { EXPERIMENTS, HEADERS } from '../../story-fixtures.ts';
import { headerExperiments } from '../Header.tsx';
import { PureHeader } from './PureHeader.tsx';

const meta = {
  title: 'Site/Header/PureHeader',
  component: PureHeader,
  decorators: [withVisitor],
  args: {
    header: HEADERS.en,
    messages: MESSAGES.en,
    locale: 'en',
    alternates: alternatePaths('/english-tutors'),
    homeHref: '/',
    signInHref: '/sign-in',
    appHref: '/language-learning-app',
    studyHref: '/learn',
    signOutAction: '/sign-out',
    onSignOut: fn(),
    onLanguageChange: fn(),
    experiments: headerExperiments(EXPERIMENTS, HEADERS.en),
  },
  argTypes: { header: { control: false }, messages: { control: false } },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 400 }, visitor: { country: 'GB', region: null, isSignedIn: false } },
} satisfies Meta<typeof PureHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Anonymous: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Profile' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    if (width >= 1100) {
      const nav = canvas.getByRole('navigation', { name: 'Main' });
      await expect(within(nav).getByRole('link', { name: 'For Business' })).toBeVisible();
      await expect(within(nav).queryByRole('link', { name: 'Corporate English' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Get the app' })).toBeVisible();
    }
  },
};

export const SignedIn: Story = {
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: true } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Back to Studying' })).toHaveAttribute('href', '/learn');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const CorporateEnglishVariant: Story = {
  parameters: { experimentVariants: { header_business_link: 'corporate-english' }, visual: { widths: [1440], height: 200 } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Corporate English' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'For Business' })).toBeNull();
  },
};

export const Scrolled: Story = { args: { scrolled: true } };

export const LanguageMenuOpen: Story = {
  parameters: { visual: { widths: [1440], height: 720 } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menu = await page(canvasElement).findByRole('menu');
    const site = within(menu).getByRole('group', { name: 'Site language' });
    await expect(within(site).getByRole('menuitem', { name: 'Українська' })).toHaveAttribute('href', '/uk/english-tutors');
    await expect(within(site).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // The flag section: languages to learn, each to its app page.
    const learn = within(menu).getByRole('group', { name: 'Learn a language' });
    const names = within(learn).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(names).toEqual(['English', 'German', 'Ukrainian', 'Spanish', 'Korean', 'More...']);
    await expect(within(learn).getByRole('menuitem', { name: 'Korean' })).toHaveAttribute('href', '/app/korean-language-learning-app');
  },
};

/** The main paths, the further ones, the languages, the call to action and Log in: the whole site from a phone. */
export const SideMenuOpen: Story = {
  parameters: { visual: { widths: [390], height: 844 } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'English tutors' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Conversation club' })).toHaveAttribute('href', '/conversation-club');
    await expect(within(dialog).getByRole('link', { name: 'Українська' })).toHaveAttribute('href', '/uk/english-tutors');
    await expect(within(dialog).getByRole('link', { name: 'Get the app' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked'));
  },
};

export const Ukrainian: Story = {
  args: { header: HEADERS.uk, messages: MESSAGES.uk, locale: 'uk', alternates: alternatePaths('/uk/english-tutors'), homeHref: '/uk' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Увійти' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Мова: Українська' })).toBeVisible();
  },
};

/**
 * The longest locale where room is shortest (320 px, and 1100 px where the desktop layout starts),
 * with the longer split-test link: no word broken, nothing off the edge; the language switch
 * shows its flag alone, its name still its label.
 */
export const UkrainianWhereRoomIsShort: Story = {
  args: Ukrainian.args,
  parameters: { experimentVariants: { header_business_link: 'corporate-english' }, visitor: { country: 'UA', region: null, isSignedIn: false }, visual: { widths: [320, 1100], height: 120 } },
  play: async ({ canvas, canvasElement }) => {
    const language = canvas.getByRole('button', { name: 'Мова: Українська' });
    await expect(language).toBeVisible();
    await expect(within(language).getByText('Українська')).not.toBeVisible();
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    // Each link and button of the header on one line (no taller than a 44 px control).
    for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
      if (control.getClientRects().length === 0) continue;
      await expect(control.getBoundingClientRect().height, control.textContent ?? '').toBeLessThanOrEqual(44);
    }
  },
};
