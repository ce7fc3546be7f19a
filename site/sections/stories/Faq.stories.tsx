import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { searchFaqs } from '../../../domain/content/faq-search.ts';
import { FaqSection } from '../parts/Faq.tsx';
import { FAQS, seededSection } from '../story-fixtures.ts';

const GENERAL = FAQS.en.filter((faq) => faq.topic === 'general').slice(0, 5);
/** The help center of a locale, as its page's URL asks: every question, or a search's answers. */
const center = (locale: 'en' | 'uk', query = '') => ({
  faqs: FAQS[locale],
  center: { query, found: query ? searchFaqs(FAQS[locale], query) : null, path: locale === 'en' ? '/faq' : `/${locale}/faq` },
});

const meta = {
  title: 'Sections/Faq',
  component: FaqSection,
  args: { section: seededSection('en', '/', 'faq'), data: { faqs: GENERAL, center: null }, locale: 'en', tone: 'plain' },
  parameters: {
    layout: 'fullscreen',
    visual: { widths: SNAPSHOT_WIDTHS, fullPage: true },
    docs: {
      description: {
        component:
          'Questions from the FAQ collection, each a native disclosure: it opens with a tap, Enter or Space, with or without JavaScript, and each answer has its own link. A section of every topic with no limit is the help center: a search (a GET the server renders for `?q=`), the topics as links, the questions grouped under them.',
      },
    },
  },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
  },
};

export const OneOpen: Story = {
  play: async ({ canvas, args }) => {
    const first = args.data.faqs[0]!;
    const question = canvas.getByText(first.question);
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(first.answer.split('\n')[0]!)).toBeVisible();
    // Its own link: the anchor of the answer it sits in.
    const link = within(question.closest('details')!).getByRole('link', { name: 'Link to this answer' });
    await expect(link).toHaveAttribute('href', `#${link.closest('[id]')!.id}`);
  },
};

export const Ukrainian: Story = { args: { section: seededSection('uk', '/', 'faq'), data: { faqs: FAQS.uk.filter((faq) => faq.topic === 'general').slice(0, 5), center: null }, locale: 'uk' } };
export const Empty: Story = { args: { data: { faqs: [], center: null } } };

export const HelpCenter: Story = {
  args: { section: seededSection('en', '/faq', 'faq'), data: center('en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search the help center' })).toHaveAttribute('action', '/faq#help-search');
    const topics = canvas.getByRole('navigation', { name: 'Topics' });
    const plans = canvas.getByRole('link', { name: 'Plans and billing 5' });
    await expect(topics).toContainElement(plans);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Plans and billing' })).toHaveAttribute('id', plans.getAttribute('href')!.slice(1));
  },
};

export const SearchFound: Story = {
  args: { section: seededSection('en', '/faq', 'faq'), data: center('en', 'cancel my subscription') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '1 answer for “cancel my subscription”' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('cancel my subscription');
    // The best answer open, and a way back to every question.
    await expect(canvasElement.querySelector('details[open] summary')).toHaveTextContent('How do I cancel my plan?');
    await expect(canvas.getByRole('link', { name: 'Show all questions' })).toHaveAttribute('href', '/faq');
  },
};

export const SearchNothing: Story = {
  args: { section: seededSection('en', '/faq', 'faq'), data: center('en', 'paper textbook delivery') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No answer mentions “paper textbook delivery” yet.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
  },
};

export const UkrainianSearch: Story = { args: { section: seededSection('uk', '/faq', 'faq'), data: center('uk', 'пробний період'), locale: 'uk' } };
