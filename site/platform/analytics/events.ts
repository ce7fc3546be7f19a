// The analytics events of spec §7, typed: one shape per event, so a call with a missing or
// misspelt field is a type error. They go to window.dataLayer, the Google Tag Manager convention.
import type { Store } from '../../../design-system/index.ts';
import type { Locale } from '../../../domain/constants.ts';

export type AnalyticsEvent =
  | { event: 'gen_clicked_contact_us'; place: 'footer' }
  | { event: 'gen_deeplink_clicked'; store: Store; place: 'footer' | 'header' | 'popup' | 'banner' }
  | { event: 'landing_clicked_cta'; place: 'header'; text: 'Get The App'; type: 'download' }
  | { event: 'gen_clicked_cta'; place: string; text: string }
  | { event: 'gen_website_language_changed'; from: Locale; to: Locale }
  | { event: 'gen_newsletter_subscribed'; form_type: string }
  | { event: 'gen_newsletter_subscription_failed'; form_type: string; reason: string }
  | { event: 'gen_saw_quit_popup' }
  | { event: 'gen_popup_dismissed'; popup: string }
  | { event: 'gen_fullscreen_opened'; media: string }
  | { event: 'gen_joined_ab_test'; experiment: string; variant: string };

export type AnalyticsEventName = AnalyticsEvent['event'];

export const ANALYTICS_EVENT_NAMES = [
  'gen_clicked_contact_us',
  'gen_deeplink_clicked',
  'landing_clicked_cta',
  'gen_clicked_cta',
  'gen_website_language_changed',
  'gen_newsletter_subscribed',
  'gen_newsletter_subscription_failed',
  'gen_saw_quit_popup',
  'gen_popup_dismissed',
  'gen_fullscreen_opened',
  'gen_joined_ab_test',
] as const satisfies readonly AnalyticsEventName[];

// Every name of the union is listed above, and nothing else (a compile-time check).
type Missing = Exclude<AnalyticsEventName, (typeof ANALYTICS_EVENT_NAMES)[number]>;
const everyNameListed: Missing extends never ? true : Missing = true;
void everyNameListed;
