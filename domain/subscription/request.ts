// The subscription request as the pages build it (spec §3 "Subscription payload"); its schema, which
// the server checks, is payload.ts. Apart, so a page sending one carries no validator.
import { type Locale } from '../constants.ts';
import { FORM_TYPE_POPUP_ORGANIC_EMAIL, ORGANIC_SOURCE_ID, SUBSCRIPTION_CHANNEL_EMAIL, type FORM_TYPES } from './constants.ts';
import type { FunnelAnswers } from '../onboarding/answers.ts';
import type { SubscriptionPayload } from './payload.ts';

/** The subscription endpoint (spec §7 "path not shown"): this site's API. */
export const SUBSCRIPTION_ENDPOINT = '/api/subscriptions';

/**
 * The request the email popup sends: the form type as the group, the page's locale, the
 * browser's time zone, the address, and the page the visitor was on as the organic-source field
 * (spec §9 id 249969).
 */
export function subscriptionPayload({
  email,
  locale,
  timeZone,
  page,
  formType = FORM_TYPE_POPUP_ORGANIC_EMAIL,
  answers,
}: {
  email: string;
  locale: Locale;
  timeZone: string;
  page: string;
  formType?: (typeof FORM_TYPES)[number];
  answers?: FunnelAnswers;
}): SubscriptionPayload {
  return {
    ...(answers ? { answers } : {}),
    formType,
    groups: [formType],
    contact: {
      languageCode: locale,
      timeZone,
      channels: [{ type: SUBSCRIPTION_CHANNEL_EMAIL, value: email }],
      fields: [{ id: ORGANIC_SOURCE_ID, value: page }],
    },
  };
}

