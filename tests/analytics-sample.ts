// A data set whose report is known (issue 46's proof): server/analytics/report.test.ts and
// report-page.test.ts check the report's numbers against it.
// Every trap a real data set has is in it: conversions before the exposure, visitors counted
// twice, events outside the period, a split that is not what it was set to.
import type { OpenDatabase } from '../server/database/index.ts';
import { analyticsEvent } from '../server/database/schema.ts';

type EventRow = typeof analyticsEvent.$inferInsert;

export const SAMPLE_PERIOD = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-29T00:00:00Z') };
const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 12, minute));

export function knownSample(): EventRow[] {
  const rows: EventRow[] = [];
  let serial = 0;
  const visitor = () => `sample-${String(serial++).padStart(15, '0')}`;
  const event = (visitorId: string, name: string, when: Date, props: EventRow['props'] = {}, path = '/') =>
    rows.push({ visitorId, name, path, locale: 'en', country: 'US', receivedAt: when, props });

  // The header's split: 1,000 visitors each way; 100 and 150 subscribe after joining (10 % and
  // 15 %: +50 %). 20 more subscribed before they joined, and do not count.
  for (const [variant, converts] of [['for-business', 100], ['corporate-english', 150]] as const) {
    for (let index = 0; index < 1000; index++) {
      const id = visitor();
      if (index < 20) event(id, 'gen_newsletter_subscribed', at(2), { form_type: 'popup_organic_email' });
      event(id, 'page_viewed', at(3));
      event(id, 'ab_test_assigned', at(3), { experiment: 'header_business_link', variant });
      event(id, 'gen_joined_ab_test', at(3, 1), { experiment: 'header_business_link', variant });
      // A second exposure of the same visitor counts once.
      if (index % 10 === 0) event(id, 'gen_joined_ab_test', at(4), { experiment: 'header_business_link', variant });
      if (index >= 20 && index < 20 + converts) event(id, 'gen_newsletter_subscribed', at(5), { form_type: 'popup_organic_email' });
      // Field speed (issue 65): each sends the home page's LCP. The control's: 500 at 1.5 s, 400 at
      // 2 s, 100 at 5 s (poor); the variant's: 500 at 2 s, 300 at 3 s, 200 at 6 s (poor: a slower page).
      const lcp = variant === 'for-business' ? (index < 500 ? 1500 : index < 900 ? 2000 : 5000) : index < 500 ? 2000 : index < 800 ? 3000 : 6000;
      event(id, 'web_vital', at(3, 2), { metric: 'LCP', value: lcp, device: 'desktop' });
    }
  }
  // An experiment the site does not list, split 600 to 400 though meant to be even: a mismatch.
  for (let index = 0; index < 1000; index++) event(visitor(), 'gen_joined_ab_test', at(6), { experiment: 'hero_copy', variant: index < 600 ? 'a' : 'b' });

  // The onboarding funnel: 100 start; 90, 80, 60, 50, 40 answer its five questions; 30 get a plan.
  const reached = [90, 80, 60, 50, 40];
  for (let index = 0; index < 100; index++) {
    const id = visitor();
    event(id, 'onboarding_started', at(7), { total: 5 });
    // 60 of them were on a page with the header's split and never saw its link (issue 65): assigned, not exposed.
    if (index < 60) event(id, 'ab_test_assigned', at(7), { experiment: 'header_business_link', variant: 'for-business' });
    // Started twice (a reload): still one visitor.
    if (index < 10) event(id, 'onboarding_started', at(7, 5), { total: 5 });
    reached.forEach((count, step) => index < count && event(id, 'onboarding_answered', at(7, step + 1), { step: step + 1, question: 'q', answer: 'a' }));
    if (index < 30) event(id, 'onboarding_completed', at(7, 10), { plan: 'plus', language: 'english', level: 'A1', format: 'app' });
  }
  // A client that sent a step that is not a number is not counted as a step.
  event(visitor(), 'onboarding_answered', at(7), { step: 'one', question: 'q', answer: 'a' });

  // The timer popup: 200 see it, 120 close it, 30 press its button, 20 of them then subscribe;
  // 5 others had subscribed before they saw it.
  for (let index = 0; index < 200; index++) {
    const id = visitor();
    if (index >= 195) event(id, 'gen_newsletter_subscribed', at(8), { form_type: 'popup_organic_email' });
    event(id, 'promotion_shown', at(9), { place: 'popup:timer' });
    if (index < 120) event(id, 'gen_popup_dismissed', at(9, 1), { popup: 'timer' });
    if (index >= 120 && index < 150) event(id, 'gen_clicked_cta', at(9, 1), { place: 'popup:timer', text: 'Get 50% off' });
    if (index >= 120 && index < 140) event(id, 'gen_newsletter_subscribed', at(9, 2), { form_type: 'popup_organic_email' });
  }
  // Banner clicks (a banner is part of the page: clicks only).
  for (let index = 0; index < 40; index++) event(visitor(), 'gen_clicked_cta', at(10), { place: 'banner', text: 'Start learning' });

  // The word pages: 50 visitors see one (in any locale), 20 of them have its practice checked, 8
  // of those then start a tutor's onboarding; 3 more had started one before their practice and do
  // not count, nor do 10 visitors who saw only a tool's guide page.
  for (let index = 0; index < 50; index++) {
    const id = visitor();
    if (index >= 8 && index < 11) event(id, 'tutoring_started', at(11), { total: 4 });
    event(id, 'page_viewed', at(11, 1), {}, index % 2 ? '/uk/past-tense-of/swim' : '/synonyms-of/happy');
    if (index < 20) event(id, 'word_practice_checked', at(11, 2), { tool: 'past-tense-of', correct: 2, total: 3 }, '/uk/past-tense-of/swim');
    if (index < 8) event(id, 'tutoring_started', at(11, 3), { total: 4 });
    event(id, 'web_vital', at(11, 4), { metric: 'LCP', value: 1200, device: 'phone' }, '/uk/past-tense-of/swim');
    event(id, 'web_vital', at(11, 4), { metric: 'INP', value: 150 + index, device: 'phone' }, '/uk/past-tense-of/swim');
  }
  for (let index = 0; index < 10; index++) event(visitor(), 'page_viewed', at(11), {}, '/past-tense-of');

  // Outside the period: never counted.
  event(visitor(), 'gen_joined_ab_test', new Date('2026-10-31T23:59:59Z'), { experiment: 'header_business_link', variant: 'for-business' });
  event(visitor(), 'promotion_shown', new Date('2026-11-29T00:00:00Z'), { place: 'popup:timer' });
  return rows;
}

/** Loads the sample, in inserts of 1,000 rows. */
export async function loadKnownSample({ db }: OpenDatabase): Promise<number> {
  const rows = knownSample();
  for (let start = 0; start < rows.length; start += 1000) await db.insert(analyticsEvent).values(rows.slice(start, start + 1000));
  return rows.length;
}

/**
 * An experiment whose effect is known (issue 65's proof): 28 days of 250 visitors a day in each of
 * three variants. `a`, the control, converts 10 % on onboarding_completed, `b` 12 % (+2 points,
 * +20 %), `c` 10 %; 40 % of `a`'s and `b`'s visitors leave after the page that exposed them, 46 %
 * of `c`'s (it harms the bounce guardrail by +6 points). Every day alike, so each day's counts, and
 * the totals, are exact.
 *
 * Their landings (the channels' proof): by the visitor's index modulo 10, 0–2 from Google's results
 * onto a blog post, 3–4 from a Google ad (winter-sale), 5 from the newsletter (weekly-tips), 6 from a
 * teacher's blog, 7–9 typed; even indexes on a phone, odd on a desktop.
 */
export const EFFECT_EXPERIMENT = { key: 'plan_hero', variants: [{ key: 'a', weight: 1 }, { key: 'b', weight: 1 }, { key: 'c', weight: 1 }], goals: ['onboarding_completed'] } as const;
export const EFFECT_DAYS = 28;
const EFFECT_PER_DAY = 250;

const SEARCH = { path: '/blog/ten-minutes-a-day', fields: { referrer_host: 'www.google.com' } };
const AD = { path: '/plans', fields: { referrer_host: 'www.google.com', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'winter-sale' } };
const NEWSLETTER = { path: '/plans', fields: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'weekly-tips' } };
const REFERRAL = { path: '/plans', fields: { referrer_host: 'blog.teacher.example' } };
const TYPED = { path: '/plans', fields: {} };
const LANDINGS = [SEARCH, SEARCH, SEARCH, AD, AD, NEWSLETTER, REFERRAL, TYPED, TYPED, TYPED];

export async function loadKnownEffect({ db }: OpenDatabase): Promise<number> {
  const shape = { a: { converting: 25, bouncing: 100 }, b: { converting: 30, bouncing: 100 }, c: { converting: 25, bouncing: 115 } };
  const rows: EventRow[] = [];
  for (let day = 1; day <= EFFECT_DAYS; day++) {
    for (const [variant, { converting, bouncing }] of Object.entries(shape)) {
      for (let index = 0; index < EFFECT_PER_DAY; index++) {
        const visitorId = `effect-${variant}-${String(day).padStart(2, '0')}-${String(index).padStart(8, '0')}`;
        const event = (name: string, minute: number, props: EventRow['props'] = {}, path = '/plans') => rows.push({ visitorId, name, path, locale: 'en', country: 'US', receivedAt: at(day, minute), props });
        const device = index % 2 ? 'desktop' : 'phone';
        const landing = LANDINGS[index % 10]!;
        // The page view and the exposure arrive in one batch, at one time.
        event('page_viewed', 0, { device, entry: true, ...landing.fields }, landing.path);
        event('gen_joined_ab_test', 0, { experiment: EFFECT_EXPERIMENT.key, variant }, landing.path);
        if (index >= bouncing) event('page_viewed', 1, { device });
        // The converting visitors are the last ones, all of them past the bouncing ones.
        if (index >= EFFECT_PER_DAY - converting) event('onboarding_completed', 2, { plan: 'plus', language: 'english', level: 'A1', format: 'app' });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 2000) await db.insert(analyticsEvent).values(rows.slice(start, start + 2000));
  return rows.length;
}
