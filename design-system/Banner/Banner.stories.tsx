import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PALETTE_NAMES, SNAPSHOT_WIDTHS } from '../../tokens/index.ts';
import { Button } from '../Button/Button.tsx';
import { Countdown } from '../Countdown/Countdown.tsx';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { FORCE_STATE_ATTRIBUTE } from '../interaction-styles.ts';
import { Link } from '../Link/Link.tsx';
import { LESSON_IMAGE } from '../story-fixtures.ts';
import { Banner } from './Banner.tsx';
import { rightToLeft } from '../story-decorators.tsx';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  args: {
    label: 'Promotion',
    background: { name: 'Yellow', opacity: 100 },
    title: 'Ready to learn?',
    text: 'Take a 2-minute test and get a plan for your level.',
    action: <Button href="/funnels/onboarding">Start now</Button>,
  },
  argTypes: { action: { control: false }, media: { control: false }, timer: { control: false }, end: { control: false } },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 320 } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('region', { name: 'Promotion' })).toBeVisible(),
};

export const WithImageAndTimer: Story = {
  args: {
    background: { name: 'Purple', opacity: 100 },
    title: 'Winter sale: −50% on all plans',
    text: 'Your personal plan, tutors and the conversation club.',
    media: <img src={LESSON_IMAGE} alt="" />,
    timer: <Countdown timeLeftMs={((1 * 24 + 6) * 60 + 12) * 60_000 + 30_000} size="sm" tone="inverse" label="Offer ends in" />,
    action: (
      <Button href="/funnels/onboarding" variant="secondary">
        Get the offer
      </Button>
    ),
  },
};

export const Compact: Story = {
  name: 'Compact (scrolled)',
  args: { compact: true, media: <img src={LESSON_IMAGE} alt="" /> },
  play: async ({ canvas }) => expect(canvas.getByRole('region')).toHaveAttribute('data-compact', 'true'),
};

export const TranslucentColour: Story = { args: { background: { name: 'Purple', opacity: 20 } } };

export const UnknownColour: Story = {
  name: 'Unknown CMS colour: the muted surface',
  args: { background: { name: 'Chartreuse', opacity: 100 } },
  play: async ({ canvas }) => expect(canvas.getByRole('region').style.backgroundColor).toBe('rgb(246, 241, 227)'),
};

/**
 * Keyboard focus on coloured banners: the ring takes the banner's text colour (white on Purple,
 * black on Emerald), where the Purple ring of the page would vanish. Focus is forced on every
 * control (story-state-matrix), so all rings show at once.
 */
export const FocusRingOnColour: Story = {
  parameters: { visual: { widths: SNAPSHOT_WIDTHS, fullPage: true } },
  render: (args) => (
    <div {...{ [FORCE_STATE_ATTRIBUTE]: 'focus' }}>
      {(['Purple', 'Emerald'] as const).map((name) => (
        <Banner
          key={name}
          {...args}
          label={`${name} promotion`}
          background={{ name }}
          title={`Focus on ${name}`}
          text={
            <>
              A <Link href="/terms/terms-and-conditions">link in the text</Link>, the action and the dismiss control.
            </>
          }
          action={
            <Button href="/funnels/onboarding" variant="secondary">
              Get the offer
            </Button>
          }
          end={
            <IconButton aria-label="Close banner" size="sm">
              <CloseIcon size={18} />
            </IconButton>
          }
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const ring = (element: HTMLElement) => getComputedStyle(element).outlineColor;
    const purple = canvas.getByRole('region', { name: 'Purple promotion' });
    await expect(ring(within(purple).getByRole('link', { name: 'Get the offer' }))).toBe('rgb(255, 255, 255)');
    const emerald = canvas.getByRole('region', { name: 'Emerald promotion' });
    await expect(ring(within(emerald).getByRole('button', { name: 'Close banner' }))).toBe('rgb(23, 23, 28)');
  },
};

export const Dismissible: Story = {
  args: {
    end: (
      <IconButton aria-label="Close banner" size="sm">
        <CloseIcon size={18} />
      </IconButton>
    ),
  },
};

export const LongText: Story = {
  args: {
    background: { name: 'Turquoise' },
    title: 'Безкоштовний пробний урок з репетитором-носієм мови для дорослих і дітей',
    text: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenhersteller — оберіть зручний час, і ми підберемо вчителя для вашого рівня.',
  },
};

/** Every palette colour as a banner, with the text colour each one gets. */
export const Palette: Story = {
  parameters: { visual: { widths: [1440], fullPage: true } },
  render: (args) => (
    <div>
      {PALETTE_NAMES.map((name) => (
        <Banner key={name} {...args} label={undefined} background={{ name }} title={name} text={undefined} action={undefined} compact />
      ))}
    </div>
  ),
};

export const RightToLeft: Story = {
  args: {
    background: { name: 'Green' },
    title: 'هل أنت مستعد للتعلم؟',
    text: 'اختبر مستواك في دقيقتين واحصل على خطة شخصية — Donaudampfschifffahrtsgesellschaftskapitän',
    action: <Button href="/funnels/onboarding">ابدأ الآن</Button>,
    end: (
      <IconButton aria-label="إغلاق" size="sm">
        <CloseIcon size={18} />
      </IconButton>
    ),
  },
  decorators: [rightToLeft],
};
