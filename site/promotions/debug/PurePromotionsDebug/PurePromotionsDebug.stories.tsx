import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../../tokens/index.ts';
import { DEFAULT_BUDGET } from '../../../../domain/promotions/budget.ts';
import type { PromotionMemory, PromotionVisitor } from '../../../../domain/promotions/decide.ts';
import { BANNER_SLOTS } from '../../model.ts';
import { banner, MOMENTS, popup, timerCta } from '../../story-fixtures.ts';
import { debugRows, type ConsideredRecords } from '../rows.ts';
import { PurePromotionsDebug } from './PurePromotionsDebug.tsx';

const slugs = ['offer-banner', 'ready-to-learn', 'running-line', 'tutoring-banner', 'media-banner', 'app-banner'];
const records: ConsideredRecords = {
  banners: slugs.map((slug) => {
    const kind = BANNER_SLOTS.find((slot) => slot.slug === slug)!.kind;
    return { kind, slot: kind === 'app' ? 'docked' : 'top', banner: banner(slug) };
  }),
  popups: ['email-subscribe', 'exit-intent', 'timer', 'media', 'download-qr', 'tutoring'].map((slug) => {
    const { type, config } = popup(slug);
    return { kind: type, config };
  }),
  timerOffers: [timerCta('timer-cta-ua', 'UA'), timerCta('timer-cta-all-pages')],
};

const desktop: PromotionVisitor = { country: 'DE', signedIn: false, phone: false, touch: false, largeScreen: true };
const memory: PromotionMemory = {
  dismissed: { 'exit-intent': MOMENTS.running + 4 * 24 * 3600 * 1000 },
  subscribed: false,
  shownThisSession: 1,
  shownThisWeek: 3,
  visit: { startedAt: MOMENTS.running - 120_000, fromSearch: false },
};
const input = { url: '/english-tutors', now: MOMENTS.running, visitor: desktop, memory, budget: DEFAULT_BUDGET };

const meta = {
  title: 'Site/Promotions/DebugPanel',
  component: PurePromotionsDebug,
  args: { url: '/english-tutors', locale: 'en', visitor: desktop, memory, budget: DEFAULT_BUDGET, rows: debugRows(records, input, null) },
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, height: 900 } },
} satisfies Meta<typeof PurePromotionsDebug>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `?debug=promotions` on /english-tutors, from Germany, on a desktop: every promotion of the
 * locale and the rule that decided it. The visitor closed the exit-intent popup two days ago.
 */
export const TutorsPageFromGermany: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Promotions debug' });
    const row = (slug: string) => panel.querySelector(`tr[data-slug="${slug}"]`)!;
    await expect(row('tutoring-banner-en')).toHaveTextContent('ShownIn the page.');
    await expect(row('exit-intent-en')).toHaveTextContent('Closed by the visitor: away until 2026-12-08 10:20:30 UTC.');
    await expect(row('tutoring-en')).toHaveTextContent('Waiting for 20 s on the page.');
    await expect(row('offer-banner-en')).toHaveTextContent('URL rules: no include pattern matches.');
    await expect(row('timer-cta-ua-en')).toHaveTextContent('For UA: the visitor is in DE.');
  },
};

/** The same page once the tutoring popup has shown: the budget of the page view is spent (live, from the host). */
export const BudgetSpent: Story = {
  args: {
    rows: debugRows(records, input, {
      view: { shown: ['tutoring'], current: null, pending: [] },
      decision: {
        banners: [],
        popups: [{ kind: 'tutoring', slug: 'tutoring-en', verdict: 'hide', reason: { rule: 'shown' }, form: 'dialog', storeButton: false }],
        showNow: null,
      },
    }),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Promotions debug' });
    await expect(panel.querySelector('tr[data-slug="tutoring-en"]')).toHaveTextContent('Already shown on this page view. (live)');
  },
};

/** On a phone arriving from search: the quiet start holds every popup back. */
export const PhoneFromSearch: Story = {
  args: (() => {
    const phone = { ...desktop, country: 'UA', phone: true, touch: true, largeScreen: false };
    const fromSearch = { ...memory, dismissed: {}, shownThisSession: 0, shownThisWeek: 0, visit: { startedAt: MOMENTS.running - 5_000, fromSearch: true } };
    return { url: '/language-learning-app', visitor: phone, memory: fromSearch, rows: debugRows(records, { ...input, url: '/language-learning-app', visitor: phone, memory: fromSearch }, null) };
  })(),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('complementary', { name: 'Promotions debug' });
    await expect(panel.querySelector('tr[data-slug="download-qr-en"]')).toHaveTextContent('Quiet start of a phone visit from search: nothing until 2026-12-04 10:20:55 UTC.');
    // The video is not for a phone at all (issue 63), whatever the visit.
    await expect(panel.querySelector('tr[data-slug="media-en"]')).toHaveTextContent('Not on a phone: a video nobody asked for would cover half the screen.');
    await expect(panel.querySelector('tr[data-slug="timer-cta-ua-en"]')).toHaveTextContent('Chosen for UA');
  },
};

/** It folds away, so the page under it can be checked. */
export const Folded: Story = {
  tags: ['!autodocs'], // behaviour only: kept in the gate, not on the docs page
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(within(canvas.getByRole('complementary')).queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A preview from the CMS of the timer popup: the editor decides for a returning visitor from
 * Ukraine who closed it this week, an hour after the campaign's end; the controls say so.
 */
export const PreviewSimulation: Story = {
  args: (() => {
    const fromUkraine = { ...desktop, country: 'UA' };
    const at = MOMENTS.running + 3_600_000;
    const returning = { ...memory, dismissed: { timer: at + 86_400_000 }, shownThisSession: 0, shownThisWeek: 1 };
    return {
      url: '/group-lessons',
      visitor: fromUkraine,
      memory: returning,
      rows: debugRows(records, { ...input, url: '/group-lessons', visitor: fromUkraine, memory: returning, now: at }, null),
      simulation: {
        choice: { country: 'UA', region: '', signedIn: false, visit: 'returning', clock: 'after' },
        onChange: fn(),
        hasSchedule: true,
        locales: ['en', 'es', 'pt', 'uk'].map((locale) => ({ locale, href: `/preview?token=t&locale=${locale}` })),
        at,
        onShowAgain: fn(),
      },
    };
  })(),
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('complementary', { name: 'Promotions debug' });
    await expect(within(panel).getByRole('group', { name: 'Simulate' })).toBeVisible();
    await expect(within(panel).getByRole('combobox', { name: 'Clock' })).toHaveValue('after');
    await expect(within(panel).getByRole('combobox', { name: 'Visit' })).toHaveValue('returning');
    await expect(panel.querySelector('tr[data-slug="timer-en"]')).toHaveTextContent('Closed by the visitor');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Signed in' }));
    await expect(args.simulation!.onChange).toHaveBeenCalledWith(expect.objectContaining({ signedIn: true, country: 'UA' }));
    await expect(within(panel).getByRole('link', { name: 'uk' })).toHaveAttribute('href', '/preview?token=t&locale=uk');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show the popup again' }));
    await expect(args.simulation!.onShowAgain).toHaveBeenCalled();
  },
};
