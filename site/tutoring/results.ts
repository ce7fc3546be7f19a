// What the tutor onboarding shows after its questions, loaded as one chunk (TutorOnboarding.tsx).
export { PureTrialBooking } from './PureTrialBooking/PureTrialBooking.tsx';
export { PureTutorMatches } from './PureTutorMatches/PureTutorMatches.tsx';
