import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageColumn, PageHeading, PageLead, Paragraph, SectionHeading, SmallPrint } from './PageLayout.ts';

/** The frame of a page's own content (a legal document, a post, a tutor's profile, a word): every part in its place. */
function Page({ reading = false }: { reading?: boolean }) {
  return (
    <PageColumn reading={reading}>
      <PageHeading>Terms of use</PageHeading>
      <PageLead>What you agree to when you learn with Lingo, in plain words.</PageLead>
      <SectionHeading>Your account</SectionHeading>
      <Paragraph>
        One account holds your lessons, your progress and your plan. Keep its password to yourself; if you think someone else knows it, change it from the
        sign-in page.
      </Paragraph>
      <SmallPrint>Last updated 1 November 2026</SmallPrint>
    </PageColumn>
  );
}

const meta = {
  title: 'Design system/Page layout',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's column: as wide as the content width, centred, with the heading, its lead and the text parts. */
export const Column: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  },
};

/** Running text: the column narrows to about 70 characters a line. */
export const Reading: Story = {
  args: { reading: true },
  play: async ({ canvasElement }) => {
    const column = canvasElement.firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(720 + 2 * 32);
  },
};
