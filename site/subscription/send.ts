import type { SubscriptionPayload } from '../../domain/subscription/payload.ts';
import { SUBSCRIPTION_ENDPOINT } from '../../domain/subscription/request.ts';
import { postJson, type SendResult } from '../platform/post-json.ts';

export type { SendResult };

/** Posts the subscription (spec §7): `data.message` "OK" is success, anything else a failure with its reason. */
export const sendSubscription = (payload: SubscriptionPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> => postJson(SUBSCRIPTION_ENDPOINT, payload, fetchImpl);
