import { defineIsland } from '../islands/island.tsx';
import { TutorOnboarding } from './TutorOnboarding.tsx';

/** The tutor onboarding's page only: its script loads nowhere else. */
export default defineIsland('tutor-onboarding', TutorOnboarding);
