import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INTERACTION_COLUMNS, playStates, StateMatrix, STATES_VISUAL } from '../story-state-matrix.tsx';
import { StoreButton, StoreButtonGroup, STORES, type StoreButtonProps } from './StoreButton.tsx';

const LINKS = {
  'app-store': 'https://apps.apple.com/app/id0000000001',
  'google-play': 'https://play.google.com/store/apps/details?id=com.example.learn',
  'app-gallery': 'https://appgallery.huawei.com/app/C109253441',
  mac: 'https://apps.apple.com/app/id0000000002?platform=mac',
};

const NEW_TAB = '(opens in a new tab)';

const meta = {
  title: 'Design system/StoreButton',
  component: StoreButton,
  args: { store: 'app-store', href: LINKS['app-store'], newTabLabel: NEW_TAB },
  argTypes: { store: { control: 'inline-radio', options: STORES } },
} satisfies Meta<typeof StoreButton>;

export default meta;
type Story = StoreObj;
type StoreObj = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A footer column's width: the group wraps two by two. */
const inColumn = (Story: () => React.ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const EveryStore: Story = {
  render: () => <StoreButtonGroup newTabLabel={NEW_TAB} links={LINKS} />,
  decorators: [inColumn],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Download the app' });
    // One width for every badge in a group.
    const widths = within(list).getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toBeVisible();
  },
};

export const AppGalleryHidden: Story = {
  name: 'Group with AppGallery hidden (spec §1)',
  render: () => <StoreButtonGroup newTabLabel={NEW_TAB} links={LINKS} hidden={['app-gallery']} />,
  decorators: [inColumn],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /AppGallery/ })).toBeNull();
  },
};

/** Every store's badge in every state; hover, focus and press forced (story-state-matrix). */
export const States: Story = {
  render: () => (
    <StateMatrix<StoreButtonProps>
      label="Store button states"
      rows={STORES.map((store) => ({ label: store, args: { store, href: LINKS[store], newTabLabel: NEW_TAB } }))}
      columns={INTERACTION_COLUMNS}
      render={(state) => <StoreButton store="app-store" href={LINKS['app-store']} newTabLabel={NEW_TAB} {...state} />}
    />
  ),
  parameters: STATES_VISUAL,
  play: playStates,
};

export const Localised: Story = {
  decorators: [inColumn],
  render: () => (
    <StoreButtonGroup
      label="Завантажити застосунок"
      newTabLabel="(відкриється в новій вкладці)"
      links={LINKS}
      copy={{
        'app-store': { eyebrow: 'Завантажте в', name: 'App Store' },
        'google-play': { eyebrow: 'Завантажте з', name: 'Google Play' },
        'app-gallery': { eyebrow: 'Відкрийте в', name: 'AppGallery' },
        mac: { eyebrow: 'Завантажте для', name: 'Mac' },
      }}
    />
  ),
};
