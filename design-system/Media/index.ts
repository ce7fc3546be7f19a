export { Media } from './Media.tsx';
export type { MediaProps } from './Media.tsx';
export { DEFAULT_MEDIA_LABELS } from './labels.ts';
export type { MediaLabels } from './labels.ts';
export { ALLOWED_MEDIA_SUBTYPES, mediaKind } from './media-kind.ts';
export type { MediaKind } from './media-kind.ts';
