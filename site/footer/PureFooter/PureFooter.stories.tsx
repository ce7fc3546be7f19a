import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOSTILE_HREFS } from '../../../design-system/Link/hostile-hrefs.ts';
import { qrCodeSvgDataUri } from '../../../design-system/QRCode/qr-code-svg.tsx';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { MESSAGES } from '../../../domain/i18n/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { FOOTERS } from '../../story-fixtures.ts';
import { PureFooter } from './PureFooter.tsx';

const meta = {
  title: 'Site/Footer/PureFooter',
  component: PureFooter,
  decorators: [withVisitor],
  args: { footer: FOOTERS.en, messages: MESSAGES.en, year: 2026, qrCodeSrc: qrCodeSvgDataUri('https://www.lingo.example/get-the-app?source=footer-qr') },
  argTypes: { footer: { control: false }, messages: { control: false } },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, fullPage: true } },
} satisfies Meta<typeof PureFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const visible = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).queryByRole('link', { name });

/**
 * Runs a story's checks with every group open (on a phone they are closed disclosures, and the
 * runner's window may be one), then closes them again: the snapshots show the footer as it comes.
 */
const withGroupsOpen =
  <Context extends { canvasElement: HTMLElement }>(play: (context: Context) => Promise<void>) =>
  async (context: Context) => {
    const groups = [...context.canvasElement.querySelectorAll('details')];
    for (const group of groups) group.open = true;
    try {
      await play(context);
    } finally {
      for (const group of groups) group.open = false;
    }
  };

/** As prerendered: the server has said nothing, so an anonymous visitor from an unknown country. */
export const UnknownVisitor: Story = {
  play: withGroupsOpen(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Site map' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByText(/Limassol, Cyprus/)).toBeVisible();
    await expect(visible(canvasElement, 'Cookie policy')).toBeNull();
    await expect(visible(canvasElement, 'Cookie settings')).toBeNull();
    await expect(visible(canvasElement, /Do not sell/)).toBeNull();
    await expect(visible(canvasElement, 'Beta features')).toBeNull();
    await expect(canvas.getByText('© 2026 Lingo. All rights reserved.')).toBeVisible();
  }),
};

export const Germany: Story = {
  parameters: { visitor: { country: 'DE', region: null, isSignedIn: false } },
  play: withGroupsOpen(async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cookie settings' })).toBeVisible();
    await expect(canvas.getByText(/Limassol, Cyprus/)).toBeVisible();
  }),
};

export const California: Story = {
  parameters: { visitor: { country: 'US', region: 'CA', isSignedIn: false } },
  play: withGroupsOpen(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Do not sell or share/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cookie policy' })).toBeVisible();
    await expect(visible(canvasElement, 'Cookie settings')).toBeNull();
    await expect(canvas.getByText(/Wilmington, DE 19808, USA/)).toBeVisible();
  }),
};

export const UnitedArabEmirates: Story = {
  parameters: { visitor: { country: 'AE', region: null, isSignedIn: false } },
  play: withGroupsOpen(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Dubai, United Arab Emirates/)).toBeVisible();
    await expect(visible(canvasElement, 'Cookie policy')).toBeNull();
  }),
};

export const UkraineInUkrainian: Story = {
  args: { footer: FOOTERS.uk, messages: MESSAGES.uk },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: withGroupsOpen(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Карта сайту' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('address')).toHaveLength(3);
    for (const address of canvasElement.querySelectorAll('address')) await expect(address).not.toBeVisible();
  }),
};

export const SignedIn: Story = {
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: true } },
  play: withGroupsOpen(async ({ canvasElement }) => {
    await expect(visible(canvasElement, 'Log in')).toBeNull();
  }),
};

export const AppGalleryHidden: Story = {
  args: { hiddenStores: ['app-gallery'] },
  parameters: { visual: { widths: [1440], fullPage: true } },
  play: withGroupsOpen(async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(visible(canvasElement, /AppGallery/)).toBeNull();
  }),
};

/** Every link of the footer given a hostile value from the CMS: in the real browser, no anchor may lead anywhere but http(s), mailto or tel. */
export const HostileHrefs: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  name: 'Hostile hrefs (fuzz corpus) render no unsafe link',
  args: (() => {
    let next = 0;
    const hostile = () => HOSTILE_HREFS[next++ % HOSTILE_HREFS.length]!;
    const footer = FOOTERS.en;
    const relink = <T extends { href: string }>(link: T): T => ({ ...link, href: hostile() });
    return {
      footer: {
        ...footer,
        termsLinkUrl: hostile(),
        privacyLinkUrl: hostile(),
        cookieLinkUrl: hostile(),
        mainLinks: footer.mainLinks.map((group) => ({ ...group, links: group.links.map(relink) })),
        otherLinks: footer.otherLinks.map((group) => ({ ...group, links: group.links.map(relink) })),
        downloadLinks: { ...footer.downloadLinks, links: footer.downloadLinks.links.map(relink) },
        socialLinks: footer.socialLinks.map(relink),
      },
    };
  })(),
  parameters: { visual: { disable: true } }, // The corpus renders as plain text; what matters is checked by the play function in the browser.
  play: withGroupsOpen(async ({ canvasElement }) => {
    const anchors = [...canvasElement.querySelectorAll('a')];
    // As the browser resolved them: a value such as "&#106;avascript:…" is only a path on this site.
    const unsafe = anchors.filter((anchor) => anchor.hasAttribute('href') && !['http:', 'https:', 'mailto:', 'tel:'].includes(anchor.protocol));
    await expect(unsafe.map((anchor) => anchor.getAttribute('href'))).toEqual([]);
    // The first link got javascript:alert(1): its label is still there, as text, not a link.
    const label = within(canvasElement).getByText('Online English tutors');
    await expect(label).toBeVisible();
    await expect(label.closest('a[href]')).toBeNull();
  }),
};
