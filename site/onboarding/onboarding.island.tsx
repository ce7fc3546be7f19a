import { defineIsland } from '../islands/island.tsx';
import { Onboarding } from './Onboarding.tsx';

/** The onboarding funnel's page only: its script loads nowhere else. */
export default defineIsland('onboarding', Onboarding);
