import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { qrCodeSvgDataUri } from '../../../design-system/QRCode/qr-code-svg.tsx';
import { storeLinksOf } from '../../../domain/content/footer.ts';
import { recommendPlan, type OnboardingAnswers } from '../../../domain/onboarding/recommend.ts';
import { withVisitor } from '../../story-decorators.tsx';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PLANS } from '../../sections/story-fixtures.ts';
import { FOOTERS } from '../../story-fixtures.ts';
import { PureOnboardingResult } from './PureOnboardingResult.tsx';

const CLUB_AT_A2: OnboardingAnswers = { language: 'english', goal: 'travel', level: 'A2', minutes: 20, format: 'club' };
const plus = recommendPlan(CLUB_AT_A2);
const planOf = (slug: string, locale: 'en' | 'uk' = 'en') => PLANS[locale].find((plan) => plan.slug === slug) ?? null;

const meta = {
  title: 'Site/Onboarding/PureOnboardingResult',
  component: PureOnboardingResult,
  decorators: [withVisitor],
  args: {
    locale: 'en',
    recommendation: plus,
    plan: planOf('plus'),
    languageLabel: 'English',
    phoneStore: null,
    storeLinks: storeLinksOf(FOOTERS.en),
    qrCodeSrc: qrCodeSvgDataUri('https://www.lingo.example/get-the-app?source=onboarding-qr'),
    tutorHref: '/tutoring/short-onboarding?goal=travel&level=A2',
    email: { state: 'idle' },
    onEmail: fn(),
    onChange: fn(),
    onRestart: fn(),
  },
  argTypes: { recommendation: { control: false }, plan: { control: false } },
  parameters: {
    layout: 'padded',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'The onboarding funnel’s result: the plan the rule picks (domain/onboarding/recommend.ts) with the CMS’s name, price and terms, why it fits, a first week, the next step (the phone’s own store, a QR code on a computer, or the tutor onboarding for the Tutor plan), and the plan by e-mail through the subscription API.',
      },
    },
  },
} satisfies Meta<typeof PureOnboardingResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plus for the club at A2, on a computer: a QR code and every store (on a narrow screen whose phone is not known, the stores alone). */
export const PlusOnComputer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Lingo Plus fits you best' })).toBeVisible();
    // Every market's price is in the page, the visitor's shown (a visitor the server names no country for: the default).
    await expect(canvas.getAllByText('$29.99').filter((price) => price.checkVisibility())).not.toHaveLength(0);
    if (window.innerWidth >= 768) await expect(canvas.getByRole('img', { name: 'QR code that opens the Lingo download page' })).toBeVisible();
    else await expect(canvas.getByText('Download Lingo, choose Lingo Plus and take your first lesson today.')).toBeVisible();
    await expect(canvas.getAllByText('Conversation club, 45 min')).toHaveLength(2);
  },
};

/** Plus while the campaign runs for the visitor, on their iPhone: the offer's price, its end, and the code to enter in the app (issue 63). */
export const PlusDuringTheOffer: Story = {
  args: { phoneStore: 'app-store' },
  parameters: { visitor: { country: 'US', region: null, isSignedIn: false }, offerLive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('50% off your first month')).toBeVisible();
    await expect(canvas.getAllByText('$14.99').filter((price) => price.checkVisibility())).not.toHaveLength(0);
    await expect(canvas.getByText('PLUSHALF')).toBeVisible();
  },
};

/** Korean on an Android phone: the App plan, why (only the app teaches it), and Google Play alone. */
export const OtherLanguageOnPhone: Story = {
  args: {
    recommendation: recommendPlan({ ...CLUB_AT_A2, language: 'korean', minutes: 10, format: 'app' }),
    plan: planOf('app'),
    languageLabel: 'Korean',
    phoneStore: 'google-play',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Lingo teaches Korean in the app/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).toBeNull();
  },
};

/** An exam with a tutor, level unknown: the tutor onboarding next, and the level test offered. */
export const TutorForAnExam: Story = {
  args: { recommendation: recommendPlan({ ...CLUB_AT_A2, goal: 'exam', level: 'unknown', minutes: 60, format: 'tutor' }), plan: planOf('tutor') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Find my tutor' })).toHaveAttribute('href', '/tutoring/short-onboarding?goal=travel&level=A2');
    await expect(canvas.getByRole('link', { name: 'Take the level test' })).toBeVisible();
  },
};

/** The club asked for below A2: Plus still, with a weekly group class until the club opens. */
export const ClubBelowA2: Story = {
  args: { recommendation: recommendPlan({ ...CLUB_AT_A2, level: 'A0' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The club’s sessions start at A2/)).toBeVisible();
    await expect(canvas.getByText(/Starting from zero is fine/)).toBeVisible();
  },
};

/** "Send" with nothing filled in: the subscription form's own messages, and nothing sent. */
export const EmailRefusedByTheForm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), 'learner@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me my plan' }));
    await expect(canvas.getByText('Please, enter valid email')).toBeVisible();
    await expect(canvas.getByText('Please check this box if you want to proceed')).toBeVisible();
    await expect(args.onEmail).not.toHaveBeenCalled();
  },
};

/** Sent, waiting for the server: the form is busy. */
export const EmailSending: Story = {
  args: { email: { state: 'sending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toBeDisabled();
  },
};

export const EmailSent: Story = {
  args: { email: { state: 'sent', email: 'learner@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you! Your plan is on its way to learner@example.com.');
  },
};

/** Sent while offline: nothing is lost (the answers stay on the device) and the visitor can retry. */
export const EmailOffline: Story = {
  args: { email: { state: 'offline' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You seem to be offline/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send me my plan' })).toBeEnabled();
  },
};

/** The server refused it (a 4xx or 5xx): the spec's failure message. */
export const EmailFailed: Story = {
  args: { email: { state: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops! Something went wrong. Please refresh the page and try again.')).toBeVisible();
  },
};

/** The CMS has no plan by the rule's slug: the result still stands, without a price. */
export const PlanMissing: Story = { args: { plan: null } };

export const Ukrainian: Story = {
  args: { locale: 'uk', plan: planOf('plus', 'uk'), languageLabel: 'Англійська', storeLinks: storeLinksOf(FOOTERS.uk), tutorHref: '/uk/tutoring/short-onboarding' },
  // A visitor in Ukraine: the plan in hryvnias.
  parameters: { visitor: { country: 'UA', region: null, isSignedIn: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Вам найкраще підійде Lingo Plus' })).toBeVisible();
    await expect(canvas.getByText('Понеділок')).toBeVisible();
  },
};
