// A tutor's booking is hydrated at the visitor's first sign of using it (islands/starter.ts): its
// script (the form, the visitor's clock) is not part of the profile's first load.
import { defineStarter, hydrateOnIntent } from '../islands/starter.ts';
import type { TutorBookingProps } from './TutorBooking.tsx';

export default defineStarter<TutorBookingProps>('tutor-booking', ({ box, hydrate }) => hydrateOnIntent(box, hydrate));
