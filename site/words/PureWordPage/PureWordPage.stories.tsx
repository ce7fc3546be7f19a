import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, NextStep } from '../../../design-system/index.ts';
import { SpeakerIcon } from '../../../design-system/icons/icons.tsx';
import WORDS_COPY from '../../../domain/i18n/compiled/words.ts';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { PureWordSearch } from '../PureWordSearch/PureWordSearch.tsx';
import type { WordMissingView, WordPageView } from '../word-pages.ts';
import STORY_VIEWS from '../story-views.json';
import { PureWordMissing, PureWordPage } from './PureWordPage.tsx';

// The views the pages make of the shipped data (story-views.test.ts keeps them so).
const views = STORY_VIEWS as unknown as Record<string, WordPageView> & Record<'missing' | 'missingNone', WordMissingView>;
const page = (view: WordPageView) => ({
  view,
  copy: WORDS_COPY[view.locale],
  search: <PureWordSearch {...view.search} />,
  listen:
    view.tool === 'how-to-pronounce' ? (
      <span>
        <Button variant="secondary" iconStart={<SpeakerIcon />}>
          {WORDS_COPY[view.locale].pronounce.listen({ word: view.word })}
        </Button>
      </span>
    ) : undefined,
  next: view.next ? <NextStep {...view.next} /> : undefined,
  licencesHref: '/licences/word-data.txt',
});

const meta = {
  title: 'Site/Words/PureWordPage',
  component: PureWordPage,
  args: page(views.pastTenseIrregular!),
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS } },
} satisfies Meta<typeof PureWordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An irregular verb: its forms, the usual mistakes, verbs that change the same way. */
export const PastTenseIrregular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Past tense of “swim”' })).toBeVisible();
    await expect(canvas.getByText('Irregular verb')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Past participle' }).nextElementSibling).toHaveTextContent('swum');
    await expect(canvas.getByText(/“swimmed” is not a word/)).toBeVisible();
    const alike = canvas.getByRole('region', { name: 'Verbs that change the same way' });
    await expect(within(alike).getByRole('link', { name: 'begin' })).toHaveAttribute('href', '/past-tense-of/begin');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    // The practice: three questions in a form that asks the page again, nothing scored yet.
    const practice = canvas.getByRole('region', { name: 'Practice “swim”' });
    await expect(within(practice).getAllByRole('group')).toHaveLength(3);
    await expect(within(practice).getAllByRole('radio', { name: 'swimmed' })[0]).toBeRequired();
    await expect(practice.querySelector('form')).toHaveAttribute('action', '/past-tense-of/swim#practice');
    await expect(within(practice).queryByRole('status')).toBeNull();
    const next = canvas.getByRole('complementary', { name: 'What to do next' });
    await expect(within(next).getByRole('link', { name: 'Get my plan' })).toHaveAttribute('href', '/funnels/onboarding');
  },
};

/** A regular verb that doubles its last letter, in Ukrainian: the -ed sound and the spelling mistake. */
export const PastTenseRegularUkrainian: Story = {
  args: page(views.pastTenseRegular!),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: views.pastTenseRegular!.heading })).toBeVisible();
    await expect(canvas.getByText(/stoped/, { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText(/\/t\//)).toBeVisible();
  },
};

/** A verb whose forms depend on its meaning, in Spanish: lay and lain to lie down, lied to say what is untrue; no "both are correct". */
export const PastTenseByMeaningSpanish: Story = {
  args: page(views.pastTenseByMeaning!),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('«lie» tiene dos juegos de formas, uno para cada significado, y no se intercambian.')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'mentir' }).nextElementSibling).toHaveTextContent('lied');
    await expect(canvas.getByRole('rowheader', { name: 'estar tumbado, descansar (lie in bed)' }).nextElementSibling).toHaveTextContent('lay');
    await expect(canvas.queryByText(/las dos son correctas/)).toBeNull();
  },
};

/** How a word is said: the respelling, IPA, syllables with the stressed one marked, each sound, rhymes. */
export const Pronunciation: Story = {
  args: page(views.pronounce!),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('KUR-nuhl', { exact: true, selector: 'p' })).toBeVisible();
    await expect(canvas.getByLabelText('IPA, American English: /ˈkɝ.nəl/')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Listen to “colonel”' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Words that rhyme with “colonel”' })).toBeVisible();
  },
};

export const PronunciationUkrainian: Story = {
  args: page(views.pronounceUk!),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: views.pronounceUk!.heading })).toBeVisible();
    // A tutor is the next step for a sound.
    await expect(canvas.getByRole('link', { name: 'Знайти репетитора' })).toHaveAttribute('href', '/uk/tutoring/short-onboarding');
  },
};

/** Synonyms by meaning, in Spanish: each meaning's words, linked to their own pages. */
export const SynonymsSpanish: Story = {
  args: page(views.synonyms!),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sinónimos de «brave»' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'courageous' })[0]).toHaveAttribute('href', '/es/synonyms-of/courageous');
  },
};

export const AntonymsPortuguese: Story = {
  args: page(views.antonyms!),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'unhappy' })[0]).toHaveAttribute('href', '/pt/antonyms-of/unhappy');
  },
};

/** Every part of speech a word can be, with what each is and the word's meanings as it. */
export const PartOfSpeech: Story = {
  args: page(views.partOfSpeech!),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('“fast” can be an adjective, an adverb, a noun, or a verb.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Adverb' })).toBeVisible();
  },
};

/** A curated pair, in Ukrainian: what each word means, examples, how to remember, a gap to fill. */
export const ConfusingWordsUkrainian: Story = {
  args: page(views.confusing!),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'affect' })).toBeVisible();
    await userEvent.click(canvas.getByText('Показати відповідь'));
    await expect(canvas.getByText('affect', { selector: 'strong' })).toBeVisible();
  },
};

/** A word the tool has no page for: the nearest words it has, and the search with the word typed. */
export const Missing: StoryObj<typeof PureWordMissing> = {
  render: () => <PureWordMissing view={views.missing} copy={WORDS_COPY.en} search={<PureWordSearch {...views.missing.search} />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'We have no past tense page for “swimm”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'swim' })).toHaveAttribute('href', '/past-tense-of/swim');
    await expect(canvas.getByRole('combobox', { name: 'Look up a word' })).toHaveValue('swimm');
  },
};

/** Nothing close: the search again. */
export const MissingNothingClose: StoryObj<typeof PureWordMissing> = {
  render: () => <PureWordMissing view={views.missingNone} copy={WORDS_COPY.es} search={<PureWordSearch {...views.missingNone.search} />} />,
  play: async ({ canvas }) => {
    // The breadcrumb's link only: no word to suggest.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('No encontramos ninguna palabra parecida. Prueba con otra.')).toBeVisible();
  },
};
