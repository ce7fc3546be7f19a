import { defineIsland } from '../islands/island.tsx';
import { TutorBooking } from './TutorBooking.tsx';

/** A tutor's profile page only: its script loads nowhere else. */
export default defineIsland('tutor-booking', TutorBooking);
