import { NETWORK_ERROR_MESSAGE } from '../../domain/subscription/constants.ts';

export type SendResult = { ok: true; data?: unknown } | { ok: false; reason: string; network: boolean; status?: number };

/**
 * Posts to one of the site's APIs, whose answer is `{data: {message: "OK"}}` once what was sent is
 * stored: anything else is a failure with its reason (the API's `error`, else the status); a
 * request that never reached a server is the spec's "Network Error" (§8).
 */
export async function postJson(endpoint: string, payload: unknown, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  // A preview from the CMS shows what a visitor would see once it went through, and sends nothing.
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-preview')) return { ok: true };
  let response: Response;
  try {
    response = await fetchImpl(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  } catch {
    return { ok: false, reason: NETWORK_ERROR_MESSAGE, network: true };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says what went wrong.
  }
  const message = (body as { data?: { message?: unknown } } | null)?.data?.message;
  if (message === 'OK') return { ok: true, data: (body as { data: unknown }).data };
  const error = (body as { error?: unknown } | null)?.error;
  return { ok: false, reason: typeof error === 'string' ? error : `HTTP ${response.status}`, network: false, status: response.status };
}

/** The site's own API paths an answer names under `data[key]` (a booking's calendar file, its cancellation): each an empty string where it names none. */
export function answerPaths<Name extends string>(data: unknown, key: string, names: readonly Name[]): Record<Name, string> {
  const named = (data as Record<string, Record<string, unknown> | undefined> | undefined)?.[key];
  return Object.fromEntries(names.map((name) => [name, typeof named?.[name] === 'string' && named[name].startsWith('/api/') ? named[name] : ''])) as Record<Name, string>;
}
