// What the server checks in a subscription request (spec §3 "Subscription payload") and what it
// stores of one; the pages build the request with request.ts.
import * as v from 'valibot';
import { LOCALES, type Locale } from '../constants.ts';
import { FORM_TYPE_POPUP_ORGANIC_EMAIL, FORM_TYPES, ORGANIC_SOURCE_ID, PDF_LINK_SOURCE_ID, SUBSCRIPTION_CHANNEL_EMAIL } from './constants.ts';
import { FunnelAnswersSchema, type FunnelAnswers } from '../onboarding/questions.ts';
import { plainText as text } from '../rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

const email = v.pipe(text(EMAIL_MAX_LENGTH), v.check(isValidEmail, 'must be a valid e-mail address'));
/** An IANA time zone as the browser names it (`Europe/Kyiv`), or UTC. */
const timeZone = v.pipe(v.string('must be a string'), v.maxLength(64, 'must be at most 64 characters'), v.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be a time zone name such as Europe/Kyiv'));

export const SubscriptionPayloadSchema = v.object({
  formType: v.picklist(FORM_TYPES, `must be one of ${FORM_TYPES.join(', ')}`),
  groups: v.pipe(v.array(text(100), 'must be a list'), v.maxLength(10, 'must hold at most 10 groups')),
  contact: v.object(
    {
      languageCode: v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
      timeZone,
      channels: v.pipe(
        v.array(v.object({ type: v.literal(SUBSCRIPTION_CHANNEL_EMAIL, 'must be "email"'), value: email }, 'must be an object'), 'must be a list'),
        v.length(1, 'must hold exactly one channel'),
      ),
      fields: v.pipe(
        v.array(
          v.object(
            {
              id: v.picklist([ORGANIC_SOURCE_ID, PDF_LINK_SOURCE_ID], `must be ${ORGANIC_SOURCE_ID} or ${PDF_LINK_SOURCE_ID}`),
              value: text(2048),
            },
            'must be an object',
          ),
          'must be a list',
        ),
        v.maxLength(5, 'must hold at most 5 fields'),
      ),
    },
    'must be an object',
  ),
  /** The funnel's answers, when the address was left to get a plan (not in the spec's payload). */
  answers: v.optional(FunnelAnswersSchema),
});

export type SubscriptionPayload = v.InferOutput<typeof SubscriptionPayloadSchema>;

/** `POST /v1/subscribe` (spec §7, the product API's own form): a flat body. */
export const SimpleSubscribeSchema = v.object({
  email,
  locale: v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`),
  agreeWithTerms: v.literal(true, 'must be true: the visitor has to agree to the terms'),
  source: v.optional(v.picklist(FORM_TYPES, `must be one of ${FORM_TYPES.join(', ')}`)),
  timeZone: v.optional(timeZone),
  page: v.optional(text(2048)),
});

/** What the server stores of either request. */
export interface SubscriptionRecord {
  email: string;
  locale: Locale;
  source: string;
  page: string | null;
  timeZone: string | null;
  /** The funnel's answers that came with it, if any. */
  answers: FunnelAnswers | null;
}

export const recordOfPayload = (payload: SubscriptionPayload): SubscriptionRecord => ({
  email: payload.contact.channels[0]!.value.toLowerCase(),
  locale: payload.contact.languageCode,
  source: payload.formType,
  page: payload.contact.fields.find((field) => field.id === ORGANIC_SOURCE_ID)?.value ?? null,
  timeZone: payload.contact.timeZone,
  answers: payload.answers ?? null,
});

export const recordOfSimple = (body: v.InferOutput<typeof SimpleSubscribeSchema>): SubscriptionRecord => ({
  email: body.email.toLowerCase(),
  locale: body.locale,
  source: body.source ?? FORM_TYPE_POPUP_ORGANIC_EMAIL,
  page: body.page ?? null,
  timeZone: body.timeZone ?? null,
  answers: null,
});
