import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { footerAddresses } from '../../../domain/content/footer.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { FOOTERS } from '../../story-fixtures.ts';
import { ContactSection } from '../parts/Contact.tsx';
import { seededSection } from '../story-fixtures.ts';

const meta = {
  title: 'Sections/Contact',
  component: ContactSection,
  decorators: [withVisitor],
  args: { section: seededSection('en', '/contact-us', 'contact'), data: { addresses: footerAddresses(FOOTERS.en) }, locale: 'en', tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'How to reach each team: a label, what to write to (an address, a place in the app) and its link. With the address on, the company’s address for the visitor’s region, the same one the footer shows, chosen before paint.',
      },
    },
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheUnitedStates: Story = {
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false } },
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('address')].filter((address) => address.checkVisibility());
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveTextContent('Wilmington');
  },
};
export const Ukrainian: Story = {
  args: { section: seededSection('uk', '/contact-us', 'contact'), data: { addresses: footerAddresses(FOOTERS.uk) }, locale: 'uk' },
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  // Spec §6: Ukraine shows no address, and so no title for one.
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Наша адреса' })).toBeNull();
  },
};
