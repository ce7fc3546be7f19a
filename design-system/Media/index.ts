export { DEFAULT_MEDIA_LABELS, Media } from './Media.tsx';
export type { MediaLabels, MediaProps } from './Media.tsx';
export { ALLOWED_MEDIA_SUBTYPES, mediaKind } from './media-kind.ts';
export type { MediaKind } from './media-kind.ts';
