// Where a plan's card leads: that plan's next step (issue #42: every card led back to the funnel's
// first question, also the cards under the funnel's own result). The app's plans start in the app,
// Tutor with choosing a tutor; a plan the site does not know, with the funnel.
import { ONBOARDING_PATH } from '../constants.ts';

const NEXT_STEPS: Readonly<Record<string, string>> = { app: '/get-the-app', plus: '/get-the-app', tutor: '/tutoring/short-onboarding' };

export const planNextStep = (slug: string): string => NEXT_STEPS[slug] ?? ONBOARDING_PATH;
