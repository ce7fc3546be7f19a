// @vitest-environment jsdom
// One offer, told the same way in every view (issue #42): each kind of page that shows prices,
// before, during and after the campaign, signed in or not, from every market. The views are
// rendered as the prerender renders them (every market's amount in the HTML), the visitor's
// conditions written as the server writes them (domain/visitor/geo.ts, pricing/offers.ts), and
// what shows is decided by the same hiding rules the site's CSS is made of.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storeLinksOf } from '../domain/content/footer.ts';
import { formatPrice } from '../domain/i18n/index.ts';
import { recommendPlan } from '../domain/onboarding/recommend.ts';
import { MARKET_IDS, type Market } from '../domain/pricing/markets.ts';
import { campaignWindowIn, offerLiveFor } from '../domain/pricing/offers.ts';
import { hiddenConditionSelectors } from '../domain/rules/visitor-conditions.ts';
import { visitorMarks } from '../domain/visitor/geo.ts';
import { PureOnboardingResult } from '../site/onboarding/PureOnboardingResult/PureOnboardingResult.tsx';
import { TopBanners } from '../site/promotions/banners/Banners.tsx';
import { banner } from '../site/promotions/story-fixtures.ts';
import { PlansSection } from '../site/sections/parts/Plans.tsx';
import { CAMPAIGN, PLANS, seededSection } from '../site/sections/story-fixtures.ts';
import { FOOTERS } from '../site/story-fixtures.ts';

const plans = PLANS.en;
const plus = plans.find((plan) => plan.slug === 'plus')!;
const offerBanner = banner('offer-banner');
const pricing = plans.map(({ slug, prices, offer }) => ({ slug, prices, offer }));

/** The kinds of page that show a price, as their parts render. */
const VIEWS: Record<string, ReactNode> = {
  'home (offer banner and plan cards)': (
    <>
      <TopBanners banners={[{ kind: 'countdown', banner: offerBanner }]} locale="en" builtAt={CAMPAIGN.startsAt} pricing={pricing} />
      <PlansSection section={seededSection('en', '/', 'plans')} data={plans} locale="en" tone="muted" />
    </>
  ),
  'content page (plan cards)': <PlansSection section={seededSection('en', '/group-lessons', 'plans')} data={plans} locale="en" tone="plain" />,
  'funnel result (the recommended plan)': (
    <PureOnboardingResult
      locale="en"
      recommendation={recommendPlan({ language: 'english', goal: 'travel', level: 'A2', minutes: 20, format: 'club' })}
      plan={plus}
      languageLabel="English"
      phoneStore={null}
      storeLinks={storeLinksOf(FOOTERS.en)}
      qrCodeSrc="data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E"
      tutorHref="/tutoring/short-onboarding"
      email={{ state: 'idle' }}
    />
  ),
  'blog post (offer banner)': <TopBanners banners={[{ kind: 'countdown', banner: offerBanner }]} locale="en" builtAt={CAMPAIGN.startsAt} pricing={pricing} />,
};

const HIDDEN = hiddenConditionSelectors();
const META = `<meta name="campaign" content="${CAMPAIGN.startsAt} ${CAMPAIGN.endsAt}">`;
const MOMENTS = { before: CAMPAIGN.startsAt - 3_600_000, during: CAMPAIGN.startsAt + 86_400_000, after: CAMPAIGN.endsAt + 1 };
const COUNTRY: Record<Market, string | null> = { US: 'US', EU: 'DE', GB: 'GB', BR: 'BR', UA: 'UA', MX: 'MX', default: null };

const shown = (element: Element) => !HIDDEN.some((selector) => element.closest(selector));

/** What a visitor sees of the view: every amount shown, the offer's labels, the countdown banner. */
function look(view: ReactNode, market: Market, signedIn: boolean, now: number) {
  const { tokens } = visitorMarks({ country: COUNTRY[market], region: null }, { isSignedIn: signedIn, offerLive: offerLiveFor(campaignWindowIn(META), now, signedIn) });
  document.documentElement.setAttribute('data-visitor', tokens);
  document.body.innerHTML = renderToString(view);
  const amounts = new Set([...document.querySelectorAll('[data-when^="market-"]')].filter(shown).map((element) => element.textContent));
  const offerLabels = [...document.querySelectorAll('[data-when="offer-live"]')].filter(shown).length;
  const banner = [...document.querySelectorAll('[data-promotions="top"] [role=region]')].filter(shown).length;
  return { amounts, offerLabels, banner };
}

describe.each(Object.entries(VIEWS))('%s', (_kind, view) => {
  it.each(MARKET_IDS)('shows each plan at one price in the %s market, with the offer only while it runs for a new customer', (market) => {
    const regular = new Set(plans.map((plan) => formatPrice(plan.prices[market].amount, plan.prices[market].currency, 'en')));
    const offer = formatPrice(plus.offer!.prices[market].amount, plus.offer!.prices[market].currency, 'en');
    for (const [moment, now] of Object.entries(MOMENTS)) {
      for (const signedIn of [false, true]) {
        const seen = look(view, market, signedIn, now);
        const offered = moment === 'during' && !signedIn;
        const where = `${moment}, ${signedIn ? 'signed in' : 'signed out'}`;
        // Every amount shown is this market's regular price of a plan, or the campaign's offer while it is offered.
        expect([...seen.amounts].filter((amount) => !regular.has(amount!) && !(offered && amount === offer)), where).toEqual([]);
        expect(seen.amounts.has(offer), where).toBe(offered && !regular.has(offer));
        expect(seen.offerLabels > 0, where).toBe(offered);
        // The countdown sells the offer: it is on screen exactly when the plan cards show it.
        if (_kind.includes('banner')) expect(seen.banner, where).toBe(offered ? 1 : 0);
      }
    }
  });
});

it('shows an unknown visitor (a page from a plain static host, no conditions written) the default prices and no offer', () => {
  document.documentElement.removeAttribute('data-visitor');
  document.body.innerHTML = renderToString(VIEWS['home (offer banner and plan cards)']);
  const amounts = [...document.querySelectorAll('[data-when^="market-"]')].filter(shown).map((element) => element.textContent);
  expect(new Set(amounts)).toEqual(new Set(plans.map((plan) => formatPrice(plan.prices.default.amount, 'USD', 'en'))));
  expect([...document.querySelectorAll('[data-when="offer-live"]')].filter(shown)).toEqual([]);
});
