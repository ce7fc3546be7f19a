// Where a page's sharing image is (drawn after the prerender by prerender/social-images.tsx).
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** /social/uk/english-tutors.png; /social/index.png for the English home page. */
export const socialImagePath = (localizedPath: string) => `/social${localizedPath === '/' ? '/index' : localizedPath}.png`;
