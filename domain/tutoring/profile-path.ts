import { TUTORS_PATH } from '../constants.ts';

/** Where the marketplace lists tutors (TUTORS_PATH); each tutor's profile is under it (the seed's /tutors/<category> pages are landing pages). */
export { TUTORS_PATH };
export const tutorProfilePath = (slug: string) => `${TUTORS_PATH}/${slug}`;
