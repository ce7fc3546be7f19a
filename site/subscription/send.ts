import { NETWORK_ERROR_MESSAGE } from '../../domain/constants.ts';
import { SUBSCRIPTION_ENDPOINT, type SubscriptionPayload } from '../../domain/subscription/payload.ts';

export type SendResult = { ok: true } | { ok: false; reason: string; network: boolean };

/**
 * Posts the subscription (spec §7): `data.message` "OK" is success, anything else a failure
 * with its reason; a request that never reached a server is the "Network Error" of §8.
 */
export async function sendSubscription(payload: SubscriptionPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetchImpl(SUBSCRIPTION_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
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
  if (message === 'OK') return { ok: true };
  const error = (body as { error?: unknown } | null)?.error;
  return { ok: false, reason: typeof error === 'string' ? error : `HTTP ${response.status}`, network: false };
}
