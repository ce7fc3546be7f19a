export { PureTutorProfile, type PureTutorProfileProps, type TutorProfileView } from './PureTutorProfile.tsx';
