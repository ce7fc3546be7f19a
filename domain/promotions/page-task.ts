// What a page is for, as the interruption budget sees it (issue 63): a page whose main task is a
// form (a level test, a quiz, a word search) or a list the visitor is filtering is interrupted by
// nothing unsolicited; any other page is read. One row per section kind that gives a page a task;
// the page's main task is its leading section's (the first after its hero).
import type { Section, SectionKind, SectionOf } from '../content/sections.ts';

export type PageTask = 'read' | 'form' | 'filter';

const SECTION_TASKS: { [K in SectionKind]?: (section: SectionOf<K>) => PageTask } = {
  'level-test': () => 'form',
  onboarding: () => 'form',
  'tutor-onboarding': () => 'form',
  'word-search': () => 'form',
  // A roster of a few tutors is read; the directory with its filters is a list being filtered.
  tutors: (section) => (section.showFilters ? 'filter' : 'read'),
};

/** Where the page's leading section is: the first that is not a hero (-1: none). */
export const leadingSectionIndex = (sections: readonly Section[]) => sections.findIndex((section) => section.kind !== 'hero');

/** The page's main task: its leading section's, else it is read. */
export function pageTaskOf(sections: readonly Section[]): PageTask {
  const leading = sections[leadingSectionIndex(sections)];
  const task = leading && (SECTION_TASKS[leading.kind] as ((section: Section) => PageTask) | undefined);
  return task?.(leading!) ?? 'read';
}
