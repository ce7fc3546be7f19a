import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SNAPSHOT_WIDTHS } from '../../../tokens/index.ts';
import { LEVEL_TEST_SKILLS } from '../../../domain/level-test/scoring.ts';
import { LEVEL_TEST_COPY } from '../../level-test/copy.ts';
import { LEVELS } from '../../sections/story-fixtures.ts';
import { LevelResult, type LevelResultProps } from './LevelResult.tsx';

/** The result page of a seeded level, as site-pages.ts builds it. */
function resultOf(locale: 'en' | 'uk', code: LevelResultProps['code']): LevelResultProps {
  const level = LEVELS[locale].find((candidate) => candidate.code === code)!;
  const words = LEVEL_TEST_COPY[locale].result;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return {
    code,
    heading: words.heading({ code, name: level.name }),
    lead: `${level.summary} ${words.lead}`,
    canDoHeading: words.canDo,
    canDo: level.canDo,
    plan: { href: `${prefix}/funnels/onboarding?level=${code.toLowerCase()}`, label: words.plan({ code }) },
    levelPage: { href: `${prefix}${level.path}`, label: words.readMore({ code, name: level.name }) },
    again: { href: `${prefix}/test-your-english-level`, label: words.again },
    skills: { heading: words.bySkill, rows: LEVEL_TEST_SKILLS.map((skill) => ({ skill, label: LEVEL_TEST_COPY[locale].skills[skill], advice: words.advice[skill] })) },
  };
}

const meta = {
  title: 'Site/Page/LevelResult',
  component: LevelResult,
  args: resultOf('en', 'B1'),
  parameters: { layout: 'fullscreen', visual: { widths: SNAPSHOT_WIDTHS, fullPage: true } },
} satisfies Meta<typeof LevelResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intermediate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your English level: B1 Intermediate' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Build my plan from B1' })).toHaveAttribute('href', '/funnels/onboarding?level=b1');
    await expect(canvas.getByRole('link', { name: 'More about Intermediate (B1)' })).toHaveAttribute('href', '/levels/intermediate-english');
  },
};

/** The lowest result, in the longest locale. */
export const BeginnerUkrainian: Story = { args: resultOf('uk', 'A0') };

/** As served from the test's link: this attempt's answers by skill, and what to work on next. */
export const WithSkills: Story = {
  args: {
    ...resultOf('en', 'B1'),
    tallies: [
      { skill: 'grammar', correct: 6, total: 7 },
      { skill: 'vocabulary', correct: 3, total: 5 },
      { skill: 'reading', correct: 4, total: 4 },
    ],
  },
  play: async ({ canvas }) => {
    const skills = canvas.getByRole('region', { name: 'Your answers by skill' });
    await expect(skills).toBeVisible();
    await expect(skills).toHaveTextContent('Grammar6/7');
    await expect(skills).toHaveTextContent('Vocabulary3/5');
    await expect(canvas.getByText(/^Vocabulary cost you the most points/)).toBeVisible();
    await expect(canvas.getByText(/^Grammar cost you the most points/)).not.toBeVisible();
  },
};

/** Ukrainian, every answer right: no advice, only the tallies. */
export const WithSkillsUkrainian: Story = {
  args: {
    ...resultOf('uk', 'C2'),
    tallies: [
      { skill: 'grammar', correct: 8, total: 8 },
      { skill: 'vocabulary', correct: 6, total: 6 },
      { skill: 'reading', correct: 4, total: 4 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ваші відповіді за навичками' })).toHaveTextContent('Читання4/4');
    for (const advice of canvas.getAllByText(/втратили/)) await expect(advice).not.toBeVisible();
  },
};
