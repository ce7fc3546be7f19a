/** Where the marketplace lists tutors; each tutor's profile is under it (the seed's /tutors/<category> pages are landing pages). */
export const TUTORS_PATH = '/english-tutors';
export const tutorProfilePath = (slug: string) => `${TUTORS_PATH}/${slug}`;
