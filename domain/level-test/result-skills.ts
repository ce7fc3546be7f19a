// A level test's result by skill, carried to the result page in its link
// (`/test-your-english-level/result/b1?skills=grammar-5-6.vocabulary-3-4.reading-2-3`) and written
// into the prerendered page where it is served (server/app.ts, and the edge's Worker), as the
// visitor's country is: the page is the same for everyone, the breakdown is this attempt's, with or
// without JavaScript. The page holds the breakdown hidden, its numbers empty
// (site/page/LevelResult); a link without a valid `skills` leaves it hidden.
import type { Locale } from '../constants.ts';
import { localizePath } from '../i18n/locale.ts';
import { QUESTIONS_PER_LEVEL } from './adaptive.ts';
import { LEVEL_TEST_SKILLS, levelTestResultPath, TESTED_LEVELS, type LevelTestResult, type LevelTestSkill, type Tally } from './scoring.ts';

export const SKILLS_QUERY = 'skills';

export type SkillTally = Tally & { skill: LevelTestSkill };

/** The attributes the result page marks its breakdown with (the component writes them, `skillsInto` fills them). */
export const SKILL_MARKS = { section: 'data-level-skills', row: 'data-skill', score: 'data-skill-score', meter: 'data-skill-meter', advice: 'data-skill-advice' } as const;

/** The most questions of one skill a test asks (every question of the form): a bound on what a link may say. */
const MAX_PER_SKILL = QUESTIONS_PER_LEVEL * TESTED_LEVELS.length;

export const skillsQueryValue = (tallies: readonly SkillTally[]) => tallies.map(({ skill, correct, total }) => `${skill}-${correct}-${total}`).join('.');

/** Where a result is shown: its level's page, with this attempt's tally of each skill. */
export const levelTestResultUrl = ({ level, bySkill }: LevelTestResult, locale: Locale) =>
  `${localizePath(levelTestResultPath(level), locale)}${bySkill.length > 0 ? `?${SKILLS_QUERY}=${skillsQueryValue(bySkill)}` : ''}`;

/** The tallies a link carries, each skill once; null for anything else (ignored, never an error). */
export function skillsFromQuery(value: string | null | undefined): SkillTally[] | null {
  if (!value || value.length > 200) return null;
  const tallies: SkillTally[] = [];
  for (const part of value.split('.')) {
    const match = /^([a-z]+)-(\d{1,2})-(\d{1,2})$/.exec(part);
    const skill = LEVEL_TEST_SKILLS.find((candidate) => candidate === match?.[1]);
    if (!match || !skill || tallies.some((tally) => tally.skill === skill)) return null;
    const [correct, total] = [Number(match[2]), Number(match[3])];
    if (total < 1 || total > MAX_PER_SKILL || correct > total) return null;
    tallies.push({ skill, correct, total });
  }
  return tallies;
}

/** The skill to work on next: the lowest share right (the skills' order breaks a tie), unless every answer was right. */
export function weakestSkill(tallies: readonly SkillTally[]): LevelTestSkill | null {
  const sorted = [...tallies].sort((a, b) => a.correct / a.total - b.correct / b.total || LEVEL_TEST_SKILLS.indexOf(a.skill) - LEVEL_TEST_SKILLS.indexOf(b.skill));
  const weakest = sorted[0];
  return weakest && weakest.correct < weakest.total ? weakest.skill : null;
}

const unhide = (html: string, attribute: string) => html.replace(new RegExp(`(<[a-z]+[^>]*\\s${attribute}[^>]*?)\\shidden=""`), '$1');

/** The tallies of a request for a page: only a result page reads them (no other page's variants multiply). */
export const talliesFor = (html: string, search: URLSearchParams) => (html.includes(`${SKILL_MARKS.section}=""`) ? skillsFromQuery(search.get(SKILLS_QUERY)) : null);

/** The result page with this attempt's breakdown shown; any other page, or no tallies, as it is. */
export function skillsInto(html: string, tallies: readonly SkillTally[] | null): string {
  if (!tallies || tallies.length === 0 || !html.includes(`${SKILL_MARKS.section}=""`)) return html;
  let page = unhide(html, `${SKILL_MARKS.section}=""`);
  for (const { skill, correct, total } of tallies) {
    page = unhide(page, `${SKILL_MARKS.row}="${skill}"`);
    page = page.replace(new RegExp(`(<[a-z]+[^>]*\\s${SKILL_MARKS.score}="${skill}"[^>]*>)[^<]*<`), `$1${correct}/${total}<`);
    page = page.replace(new RegExp(`<meter([^>]*\\s${SKILL_MARKS.meter}="${skill}"[^>]*)>`), (tag) => tag.replace(/\smax="\d+"/, ` max="${total}"`).replace(/\svalue="\d+"/, ` value="${correct}"`));
  }
  const weakest = weakestSkill(tallies);
  return weakest ? unhide(page, `${SKILL_MARKS.advice}="${weakest}"`) : page;
}
