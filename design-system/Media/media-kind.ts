/** §9 "Allowed media mime sets". Subtypes; the full mime is `${kind}/${subtype}`. */
export const ALLOWED_MEDIA_SUBTYPES = {
  video: ['mp4', 'avi', 'mpeg', 'webm'],
  audio: ['mpeg', 'aac', 'ogg', 'webm', 'mp3', 'x-m4a'],
  image: ['jpeg', 'jpg', 'png', 'gif', 'webp', 'svg'],
} as const;

export type MediaKind = keyof typeof ALLOWED_MEDIA_SUBTYPES | 'unknown';

/**
 * Spec §4: the media type comes from the mime, checked against the allowed sets of spec §9.
 * `image/svg+xml` counts as svg; parameters (`; codecs=…`) and case are ignored.
 */
export function mediaKind(mime: unknown): MediaKind {
  if (typeof mime !== 'string') return 'unknown';
  const [type, subtype] = mime.split(';')[0]!.trim().toLowerCase().split('/');
  if (!type || !subtype) return 'unknown';
  const base = subtype.split('+')[0]!;
  if (!Object.hasOwn(ALLOWED_MEDIA_SUBTYPES, type)) return 'unknown';
  const allowed: readonly string[] = ALLOWED_MEDIA_SUBTYPES[type as keyof typeof ALLOWED_MEDIA_SUBTYPES];
  return allowed.includes(base) ? (type as MediaKind) : 'unknown';
}
