import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { alternatePaths, MESSAGES } from '../../../domain/i18n/index.ts';
import { NoScriptLanguageMenu, NoScriptProfileMenu, NoScriptSideMenu } from './NoScriptMenus.tsx';

// The header's menus as a visitor without JavaScript gets them (the site writes them into a
// <noscript>, which Storybook, always scripted, never shows): each opened here, side by side.
// Aligned at the top as in the header's bar: a disclosure as tall as its button, its panel under it.
const Row = styled('div', { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-around', padding: '$5', minHeight: 720 });

const items = (labels: string[]) =>
  labels.map((label) => (
    <li key={label}>
      <Link href={`/${label.toLowerCase().replace(/ /g, '-')}`} variant="subtle">
        {label}
      </Link>
    </li>
  ));
const sideMenu = {
  messages: MESSAGES.en,
  links: items(['Corporate English', 'Group lessons', 'English tutors', 'App']),
  cta: { href: '/language-learning-app', label: 'Get the app' },
};

const meta = {
  title: 'Site/Header/Without JavaScript',
  render: () => (
    <Row>
      <NoScriptLanguageMenu label="Language: English" locale="en" alternates={alternatePaths('/english-tutors')} />
      <NoScriptSideMenu {...sideMenu} />
      <NoScriptProfileMenu messages={MESSAGES.en} studyHref="/learn" signOutAction="/sign-out" />
    </Row>
  ),
  parameters: { layout: 'fullscreen', visual: { widths: [1440], height: 780 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each disclosure opens with no script: this page in each language; the side menu's links and call to action; the profile menu. */
export const MenusOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const summary of canvasElement.querySelectorAll('summary')) await userEvent.click(summary);
    await expect([...canvasElement.querySelectorAll('details')].every((details) => details.open)).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Українська' })).toHaveAttribute('href', '/uk/english-tutors');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(5);
    await expect(within(menu).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/language-learning-app');
    await expect(canvas.getByRole('link', { name: 'Back to Studying' })).toHaveAttribute('href', '/learn');
    const signOut = canvas.getByRole('button', { name: 'Sign out' });
    await expect(signOut.closest('form')).toHaveAttribute('action', '/sign-out');
    await expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    // Each panel right under its button (8 px, a pixel more under an inline button's line box).
    for (const details of canvasElement.querySelectorAll('details')) {
      const gap = details.lastElementChild!.getBoundingClientRect().top - details.querySelector('summary')!.getBoundingClientRect().bottom;
      await expect(gap).toBeGreaterThanOrEqual(8);
      await expect(gap).toBeLessThanOrEqual(12);
    }
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(signOut);
  },
};
