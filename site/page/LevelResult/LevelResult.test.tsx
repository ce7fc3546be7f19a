import { renderToStaticMarkup } from 'react-dom/server';
import { composeStories } from '@storybook/react-vite';
import { skillsFromQuery, skillsInto } from '../../../domain/level-test/result-skills.ts';
import * as stories from './LevelResult.stories.tsx';

const { Intermediate, WithSkills, WithSkillsUkrainian } = composeStories(stories);

describe("the result page's breakdown by skill", () => {
  it('is written into the prerendered page exactly as the component draws it', () => {
    for (const Story of [WithSkills, WithSkillsUkrainian]) {
      expect(skillsInto(renderToStaticMarkup(<Story tallies={null} />), Story.args.tallies!)).toBe(renderToStaticMarkup(<Story />));
    }
  });

  it('stays hidden for a link without a valid breakdown', () => {
    const page = renderToStaticMarkup(<Intermediate />);
    expect(page).toMatch(/<section[^>]*data-level-skills=""[^>]*hidden=""/);
    for (const query of [null, '', 'grammar-7-6', 'grammar-1-2.grammar-1-2', 'spelling-1-2', 'grammar-1-0', 'grammar-01-2x', 'x'.repeat(201)]) {
      expect(skillsInto(page, skillsFromQuery(query)), String(query)).toBe(page);
    }
    expect(skillsFromQuery('grammar-5-6.vocabulary-3-4.reading-2-3')).toEqual([
      { skill: 'grammar', correct: 5, total: 6 },
      { skill: 'vocabulary', correct: 3, total: 4 },
      { skill: 'reading', correct: 2, total: 3 },
    ]);
  });
});
