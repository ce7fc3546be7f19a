// Where a page that ends in a call to action sends its reader, one row a kind of next step: a blog
// post's category names one (blog.ts), a word tool's page another (words/words.ts TOOLS). Their
// headings may be a page's own; the buttons' words are the `blog.cta` catalog's, one per kind.
import { ONBOARDING_PATH } from '../constants.ts';
import { TUTORS_PATH } from '../tutoring/profile-path.ts';

export const NEXT_STEPS = {
  app: ONBOARDING_PATH,
  club: '/conversation-club',
  levelTest: '/test-your-english-level',
  tutor: '/tutoring/short-onboarding',
  tutors: TUTORS_PATH,
} as const;
export type NextStep = keyof typeof NEXT_STEPS;
