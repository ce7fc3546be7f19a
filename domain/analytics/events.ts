// The analytics events of spec §7, typed: one shape per event, so a call with a missing or
// misspelt field is a type error. They go to window.dataLayer, the Google Tag Manager convention,
// and to the site's own endpoint (collect.ts).
import type { Store } from '../../design-system/index.ts';
import type { AppLanguage, LevelCode, Locale } from '../constants.ts';
import type { Funnel } from '../onboarding/answers.ts';
import type { FieldMetric } from './field-speed.ts';
import type { DeviceClass, VisitFields } from './visit.ts';
import type { LearningFormat, PlanSlug } from '../onboarding/recommend.ts';
import type { Budget, FreeTime } from '../onboarding/answers.ts';

export type AnalyticsEvent =
  // First-party only (issue 46): a page seen (with its visit's device, and on a landing where from:
  // issue 65), and a popup shown (its place, as gen_clicked_cta's).
  | ({ event: 'page_viewed' } & Partial<VisitFields>)
  | { event: 'promotion_shown'; place: string }
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
  // Exposure (issue 65): assigned when a page ran the experiment for the visitor; joined when they
  // saw its element (below the fold: once it entered the viewport).
  | { event: 'ab_test_assigned'; experiment: string; variant: string }
  | { event: 'gen_joined_ab_test'; experiment: string; variant: string }
  // The level test (site/level-test). Started: the first answer given. Answered: a question
  // answered and the visitor moved on (step counts from 1). Completed: the result reached, with the
  // level and score. Abandoned: the page left after starting and before the result, at that step.
  | { event: 'level_test_started'; total: number }
  | { event: 'level_test_answered'; step: number; question: string; skipped: boolean }
  | { event: 'level_test_completed'; level: LevelCode; correct: number; total: number }
  | { event: 'level_test_abandoned'; step: number; total: number }
  // The two funnels (site/onboarding, site/tutoring), the same four moments. Started: the first
  // answer given. Answered: the visitor moved on from a question (its key and the answer's value,
  // never free text). Completed: the plan, or the tutors, shown: the plan and the answers that decided
  // it; how many tutors fit, for which budget and time. Abandoned: the page left between the first
  // answer and the result. Then a trial lesson requested from a tutor and stored, or refused.
  | { event: `${Funnel}_started`; total: number }
  | { event: `${Funnel}_answered`; step: number; question: string; answer: string }
  | { event: `${Funnel}_abandoned`; step: number; total: number }
  | { event: 'onboarding_completed'; plan: PlanSlug; language: AppLanguage; level: LevelCode | 'unknown'; format: LearningFormat }
  | { event: 'tutoring_completed'; matches: number; budget: Budget; when: FreeTime }
  | { event: 'trial_lesson_requested'; tutor: string }
  | { event: 'trial_lesson_request_failed'; tutor: string; reason: string }
  // The lesson to try on the site (site/lesson): started, and finished with how many steps were right.
  | { event: 'try_lesson_started'; total: number }
  | { event: 'try_lesson_completed'; correct: number; total: number }
  // A word page's practice (site/words): its answers checked on the server, with how many were right.
  | { event: 'word_practice_checked'; tool: string; correct: number; total: number }
  // Field speed (issue 65): one of the page's Core Web Vitals or its TTFB as web-vitals reports it
  // (ms; CLS in thousandths), with the device's class.
  | { event: 'web_vital'; metric: FieldMetric; value: number; device: DeviceClass };
