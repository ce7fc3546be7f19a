import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { withVisitor } from '../story-decorators.tsx';
import { EXPERIMENTS, HEADERS } from '../story-fixtures.ts';
import { Header, headerExperiments } from './Header.tsx';

const meta = {
  title: 'Site/Header/Header (connected)',
  component: Header,
  args: { locale: 'en', pathname: '/faq', header: HEADERS.en, builtAt: Date.now(), cmsUrl: '/cms', experiments: headerExperiments(EXPERIMENTS, HEADERS.en) },
  decorators: [withVisitor],
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 200 } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A session fixture: the server found a valid session cookie and wrote `signed-in` on <html>. */
export const SignedInSession: Story = {
  parameters: { visitor: { country: 'GB', region: null, isSignedIn: true }, experimentVariants: { header_business_link: 'for-business' } },
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('button', { name: 'Profile' });
    await expect(profile).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull());
  },
};
