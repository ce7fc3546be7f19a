import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { linkedPages } from '../../routes/linked-pages.ts';
import { FOOTERS } from '../../story-fixtures.ts';
import { SitemapPage } from './SitemapPage.tsx';

// The first three footer groups of the Ukrainian CMS footer, as the sitemap groups them.
const pages = linkedPages(null, FOOTERS.uk);
const titles = [...new Set(pages.map((page) => page.group))].slice(0, 3);
const groups = titles.map((title) => ({
  title,
  links: pages.filter((page) => page.group === title).map((page) => ({ href: `/uk${page.path}`, label: page.label })),
}));

const meta = {
  title: 'Site/Page/SitemapPage',
  component: SitemapPage,
  args: { heading: 'Мапа сайту', lead: 'Усі сторінки сайту, згруповані як у футері.', groups },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof SitemapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ukrainian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Мапа сайту' })).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: titles[0] })).toBeVisible();
  },
};
