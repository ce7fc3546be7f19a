/**
 * The subscription's spec constants (§8, §9): the ids and form types the subscription API takes,
 * the trial-lesson endpoint, and the error for which no toast is shown.
 */

// §9 Ids and string constants of the subscription
/** §9 "257617 (PDF link source)". */
export const PDF_LINK_SOURCE_ID = 257_617;
/** §9 "249969 (organic source)". */
export const ORGANIC_SOURCE_ID = 249_969;
/** §9 form type of the email-subscribe popup. */
export const FORM_TYPE_POPUP_ORGANIC_EMAIL = 'popup_organic_email';
/** §9 form type of the confusing-words page form. */
export const FORM_TYPE_CONFUSING_WORDS_ORGANIC_EMAIL = 'confusing_words_organic_email';
/** The onboarding funnel's "send me my plan" (issue 25; not in the spec): stored with the funnel's answers. */
export const FORM_TYPE_ONBOARDING_PLAN_EMAIL = 'onboarding_plan_email';

/** Every form type the subscription endpoint takes. */
export const FORM_TYPES = [FORM_TYPE_POPUP_ORGANIC_EMAIL, FORM_TYPE_CONFUSING_WORDS_ORGANIC_EMAIL, FORM_TYPE_ONBOARDING_PLAN_EMAIL] as const;
/** The tutor onboarding's trial lesson requests (issue 25; server/trial-lessons.ts). */
export const TRIAL_LESSON_ENDPOINT = '/api/trial-lessons';
/** §9 / §3 the subscription channel type. */
export const SUBSCRIPTION_CHANNEL_EMAIL = 'email';

// §8 Errors
/** §8 the subscription error message for which no toast is shown. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
