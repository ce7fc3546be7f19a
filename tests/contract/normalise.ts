// What two answers must share to count as the same: the status, Strapi's error (name, message,
// details) or the entries in order with every field and the pagination meta. Normalised away,
// with the reason (each is listed in the suite's output):
export const NORMALISED = [
  'id and documentId: each database numbers its rows and names its documents itself',
  'media: only name, alternativeText, caption, mime and ext are compared; Strapi\'s upload provider names, measures and re-encodes each file (url, hash, size, formats, provider, its own timestamps)',
  'localizations: Strapi\'s i18n relation, filled by populate=*; the client never reads it',
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const MEDIA_FIELDS = ['name', 'alternativeText', 'caption', 'mime', 'ext'];
const isMedia = (value: Record<string, Json>) => typeof value.url === 'string' && 'mime' in value && 'ext' in value;

function entries(value: Json): Json {
  if (Array.isArray(value)) return value.map(entries);
  if (value === null || typeof value !== 'object') return value;
  if (isMedia(value)) return Object.fromEntries(MEDIA_FIELDS.map((key) => [key, value[key] ?? null]));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'documentId' && key !== 'localizations')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, entries(item)]),
  );
}

export interface Answer {
  status: number;
  body: Json;
}

export function normalise({ status, body }: { status: number; body: unknown }): Answer {
  const { data, meta, error } = (body ?? {}) as { data?: Json; meta?: Json; error?: Json };
  if (error) return { status, body: { error: entries(error) } };
  return { status, body: { data: entries(data ?? null), meta: entries(meta ?? null) } };
}

/** A short description of an answer for the table: the status and what came back. */
export function summary(answer: Answer): string {
  const body = answer.body as { data?: Json[]; meta?: { pagination?: Record<string, number> }; error?: { name: string; message: string } };
  if (body.error) return `${answer.status} ${body.error.name}: ${body.error.message}`;
  const pagination = body.meta?.pagination ?? {};
  return `${answer.status} ${Array.isArray(body.data) ? body.data.length : 0} entries (${Object.entries(pagination).map(([key, value]) => `${key} ${value}`).join(', ')})`;
}

export const sameAnswer = (a: Answer, b: Answer) => JSON.stringify(a) === JSON.stringify(b);
