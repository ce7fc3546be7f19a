import { describe, expect, it } from 'vitest';
import { budgetFromRemoteConfig, DEFAULT_BUDGET } from './budget.ts';
import { decidePromotions, type PromotionsInput } from './decide.ts';
import { explainReason } from './explain.ts';
import { POPUP_KIND_TABLE } from './kinds.ts';
import { POPUP_KINDS, type PopupKind } from '../content/popup-kinds.ts';
import { chooseTimerOffer } from './timer-offer.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const RUNNING = { dateStart: '2026-11-20T00:00:00Z', dateEnd: '2026-11-29T22:59:59Z' };
const everywhere = (slug: string, extra: object = {}) => ({ slug, urlsToInclude: ['*'], urlsToExclude: [], ...extra });

function input(overrides: Partial<PromotionsInput> = {}): PromotionsInput {
  return {
    url: '/',
    now: NOW,
    banners: [],
    popups: [
      { kind: 'timer', config: everywhere('timer-en') },
      { kind: 'email-subscribe', config: everywhere('email-subscribe-en') },
      { kind: 'media', config: everywhere('media-en') },
      { kind: 'qr', config: everywhere('download-qr-en') },
    ],
    timerOffers: [
      { slug: 'offer-ua', countries: 'UA', banner: { timer: RUNNING } },
      { slug: 'offer-all', countries: '*', isAllPages: true, banner: { timer: RUNNING } },
    ],
    visitor: { country: 'DE', signedIn: false, phone: false, touch: false, largeScreen: true },
    memory: { dismissed: {}, subscribed: false, shownThisSession: 0, shownThisWeek: 0, visit: { startedAt: NOW - 60_000, fromSearch: false } },
    budget: DEFAULT_BUDGET,
    view: { shown: [], current: null, pending: [] },
    ...overrides,
  };
}

const popup = (decision: ReturnType<typeof decidePromotions>, kind: string) => decision.popups.find((candidate) => candidate.kind === kind)!;

describe('the kinds table', () => {
  it('has a row for every kind, each with a trigger and a dismissal', () => {
    for (const kind of POPUP_KINDS) {
      expect(POPUP_KIND_TABLE[kind].triggers.length).toBeGreaterThan(0);
      expect(POPUP_KIND_TABLE[kind].dismissalS).toBeGreaterThan(0);
      expect(POPUP_KIND_TABLE[kind].place).toBe(`popup:${kind}`);
    }
  });
});

describe('decidePromotions', () => {
  it('waits for each popup’s triggers when nothing has asked yet', () => {
    const decision = decidePromotions(input());
    expect(decision.showNow).toBeNull();
    expect(popup(decision, 'timer')).toMatchObject({ verdict: 'wait', offer: 'offer-all', reason: { rule: 'waiting', triggers: [{ on: 'delay', ms: 30_000 }] } });
    expect(explainReason(popup(decision, 'qr').reason)).toBe('Waiting for the media popup closing, or 1.5 s on the page (large screens).');
  });

  it("shows a popup marked for an experiment's variant to that variant only, and the control's to whoever has none", () => {
    const control = { when: 'exp-popup_copy-short', control: true };
    const long = { when: 'exp-popup_copy-long', control: false };
    const popups = [
      { kind: 'media' as const, config: everywhere('media-en', { variant: control }) },
      { kind: 'email-subscribe' as const, config: everywhere('email-subscribe-en', { variant: long }) },
    ];
    const verdicts = (experiments?: string[]) =>
      decidePromotions(input({ popups, visitor: { ...input().visitor, ...(experiments ? { experiments } : {}) } })).popups.map(({ kind, reason }) => [kind, explainReason(reason)]);
    const unmarked = decidePromotions(input({ popups: popups.map(({ kind, config }) => ({ kind, config: { ...config, variant: null } })) })).popups;
    const waiting = (kind: string) => explainReason(unmarked.find((decision) => decision.kind === kind)!.reason);
    expect(verdicts()).toEqual([['media', waiting('media')], ['email-subscribe', 'For another experiment variant (exp-popup_copy-long) than the visitor\u2019s.']]);
    expect(verdicts(['exp-popup_copy-long'])).toEqual([['media', 'For another experiment variant (exp-popup_copy-short) than the visitor\u2019s.'], ['email-subscribe', waiting('email-subscribe')]]);
    expect(verdicts(['exp-other-long'])[0]).toEqual(['media', waiting('media')]);
  });

  it('applies the editor’s rules first: switch, URL, schedule', () => {
    const decision = decidePromotions(
      input({
        url: '/blog/ten-minutes-a-day',
        popups: [
          { kind: 'media', config: everywhere('media-en', { isDisabled: true }) },
          { kind: 'email-subscribe', config: everywhere('email-subscribe-en', { urlsToExclude: ['/blog/*'] }) },
          { kind: 'tutoring', config: { slug: 'tutoring-en', urlsToInclude: ['/english-tutors'] } },
          { kind: 'exit-intent', config: everywhere('exit-intent-en', { timer: { dateStart: '2026-12-01T00:00:00Z', dateEnd: '2026-12-02T00:00:00Z' } }) },
        ],
      }),
    );
    expect(decision.popups.map(({ kind, verdict, reason }) => [kind, verdict, explainReason(reason)])).toEqual([
      ['media', 'hide', 'Switched off in the CMS (isDisabled).'],
      ['email-subscribe', 'hide', 'URL rules: an exclude pattern matches.'],
      ['tutoring', 'hide', 'URL rules: no include pattern matches.'],
      ['exit-intent', 'hide', 'Schedule: not started.'],
    ]);
  });

  it('chooses the timer popup’s offer by country, and hides it when the offer has ended or none applies', () => {
    expect(popup(decidePromotions(input({ visitor: { ...input().visitor, country: 'UA' } })), 'timer').offer).toBe('offer-ua');
    const ended = input({ now: Date.parse('2026-11-30T00:00:00Z') });
    expect(explainReason(popup(decidePromotions(ended), 'timer').reason)).toBe('Schedule: the offer has ended.');
    const noFallback = input({ timerOffers: [{ slug: 'offer-ua', countries: 'UA', banner: { timer: RUNNING } }] });
    expect(explainReason(popup(decidePromotions(noFallback), 'timer').reason)).toBe('No timer call-to-action for DE, and no all-pages one.');
  });

  it('keeps offers for new customers from signed-in visitors, and the e-mail popup from subscribers', () => {
    const decision = decidePromotions(input({ visitor: { ...input().visitor, signedIn: true }, memory: { ...input().memory, subscribed: true } }));
    expect(popup(decision, 'timer')).toMatchObject({ verdict: 'hide', reason: { rule: 'signed-in' } });
    expect(popup(decision, 'email-subscribe')).toMatchObject({ verdict: 'hide', reason: { rule: 'subscribed' } });
    expect(popup(decision, 'media').verdict).toBe('wait');
  });

  it('respects a dismissal until it expires, and a session dismissal for the session', () => {
    const memory = { ...input().memory, dismissed: { media: NOW + 1000, qr: NOW - 1, timer: 'session' as const } };
    const decision = decidePromotions(input({ memory }));
    expect(explainReason(popup(decision, 'media').reason)).toBe('Closed by the visitor: away until 2026-11-25 10:00:01 UTC.');
    expect(popup(decision, 'qr').verdict).toBe('wait');
    expect(popup(decision, 'timer').reason).toEqual({ rule: 'dismissed', until: 'session' });
  });

  it('shows one popup per page view: once one has been shown, the others stay away', () => {
    const decision = decidePromotions(input({ view: { shown: ['media'], current: 'media', pending: ['qr'] } }));
    expect(decision.showNow).toBe('media');
    expect(popup(decision, 'qr')).toMatchObject({ verdict: 'hide', reason: { rule: 'budget', scope: 'page view', limit: 1 } });
    const closed = decidePromotions(input({ view: { shown: ['media'], current: null, pending: ['qr'] } }));
    expect(closed.showNow).toBeNull();
    expect(explainReason(popup(closed, 'qr').reason)).toBe('Budget spent: 1 unsolicited popup a page view.');
    expect(popup(closed, 'media').reason).toEqual({ rule: 'shown' });
  });

  it('with a larger page-view budget, queues the others one at a time, first asked first', () => {
    const budget = { ...DEFAULT_BUDGET, perPageView: 3, perSession: 9 };
    const decision = decidePromotions(input({ budget, view: { shown: [], current: null, pending: ['email-subscribe', 'timer'] } }));
    expect(decision.showNow).toBe('email-subscribe');
    expect(popup(decision, 'timer')).toMatchObject({ verdict: 'wait', reason: { rule: 'queued', behind: 'email-subscribe' } });
    const next = decidePromotions(input({ budget, view: { shown: ['email-subscribe'], current: null, pending: ['timer'] } }));
    expect(next.showNow).toBe('timer');
  });

  it('holds what was asked while another dialog of the page is open', () => {
    const held = decidePromotions(input({ view: { shown: [], current: null, pending: ['timer'], dialogOpen: true } }));
    expect(held.showNow).toBeNull();
    expect(explainReason(popup(held, 'timer').reason)).toBe('Asked to open: waiting for the page’s dialog (cookie consent, menu) to close.');
    expect(decidePromotions(input({ view: { shown: [], current: null, pending: ['timer'], dialogOpen: false } })).showNow).toBe('timer');
  });

  it('caps the session and the week', () => {
    const session = decidePromotions(input({ memory: { ...input().memory, shownThisSession: 2 }, view: { shown: [], current: null, pending: ['timer'] } }));
    expect(session.showNow).toBeNull();
    expect(explainReason(popup(session, 'timer').reason)).toBe('Budget spent: 2 unsolicited popups a session.');
    const week = decidePromotions(input({ memory: { ...input().memory, shownThisWeek: 4 }, view: { shown: [], current: null, pending: ['timer'] } }));
    expect(popup(week, 'timer').reason).toEqual({ rule: 'budget', scope: 'week', limit: 4 });
    // This page view's popups count too, on top of what was stored before it.
    const roomy = { ...DEFAULT_BUDGET, perPageView: 3 };
    const spentHere = decidePromotions(input({ budget: roomy, memory: { ...input().memory, shownThisSession: 1 }, view: { shown: ['media'], current: null, pending: ['timer'] } }));
    expect(popup(spentHere, 'timer').reason).toEqual({ rule: 'budget', scope: 'session', limit: 2 });
  });

  it('keeps quiet at the start of a phone visit from search, and only there', () => {
    const phone = { country: 'DE', signedIn: false, phone: true, touch: true, largeScreen: false };
    const fromSearch = { ...input().memory, visit: { startedAt: NOW - 5_000, fromSearch: true } };
    const early = input({ visitor: phone, memory: fromSearch, view: { shown: [], current: null, pending: ['email-subscribe'] } });
    expect(decidePromotions(early).showNow).toBeNull();
    expect(popup(decidePromotions(early), 'email-subscribe').reason).toEqual({ rule: 'search-quiet', until: NOW + 25_000 });
    expect(decidePromotions({ ...early, now: NOW + 25_000 }).showNow).toBe('email-subscribe');
    expect(decidePromotions({ ...early, memory: { ...fromSearch, visit: { startedAt: NOW - 5_000, fromSearch: false } } }).showNow).toBe('email-subscribe');
    expect(decidePromotions({ ...early, visitor: { ...phone, phone: false, largeScreen: true } }).showNow).toBe('email-subscribe');
  });

  it('takes the device’s form: a sheet on a phone, the store button instead of a QR code on touch; no large-screen delay', () => {
    const decision = decidePromotions(input({ visitor: { country: 'UA', signedIn: false, phone: true, touch: true, largeScreen: false } }));
    expect(popup(decision, 'qr')).toMatchObject({ form: 'sheet', storeButton: true, reason: { rule: 'waiting', triggers: [{ on: 'closed', kind: 'media' }] } });
    expect(popup(decision, 'media')).toMatchObject({ form: 'sheet', storeButton: false });
    expect(popup(decidePromotions(input()), 'qr')).toMatchObject({ form: 'dialog', storeButton: false });
    const tablet = decidePromotions(input({ visitor: { country: 'UA', signedIn: false, phone: false, touch: true, largeScreen: true } }));
    expect(popup(tablet, 'qr')).toMatchObject({ form: 'dialog', storeButton: true });
  });

  it('keeps the popup on screen until it is closed, though it spent the budget itself', () => {
    const decision = decidePromotions(input({ memory: { ...input().memory, shownThisSession: 1, shownThisWeek: 3 }, view: { shown: ['timer'], current: 'timer', pending: ['media'] } }));
    expect(decision.showNow).toBe('timer');
    expect(popup(decision, 'media').reason).toEqual({ rule: 'budget', scope: 'page view', limit: 1 });
  });

  it('does not open the popup the queue moves up when the one before it spent the budget', () => {
    const decision = decidePromotions(input({ view: { shown: ['media', 'qr'], current: 'qr', pending: [] } }));
    expect(decision.showNow).toBeNull();
    expect(popup(decision, 'qr').reason).toEqual({ rule: 'budget', scope: 'page view', limit: 1 });
  });

  it('lets go of the popup on screen once its offer ends', () => {
    const decision = decidePromotions(input({ now: Date.parse('2026-11-30T00:00:00Z'), view: { shown: ['timer'], current: 'timer', pending: [] } }));
    expect(decision.showNow).toBeNull();
  });

  it('shows the banners its rules allow, in the page', () => {
    const decision = decidePromotions(
      input({
        url: '/blog',
        banners: [
          { slot: 'top', banner: { slug: 'running-line-en', urlsToInclude: ['/blog', '/blog/*'] } },
          { slot: 'top', banner: { slug: 'ready-to-learn-en', urlsToInclude: ['/'] } },
          { slot: 'docked', banner: { slug: 'app-banner-en', urlsToInclude: [], isDisabled: true } },
        ],
      }),
    );
    expect(decision.banners.map(({ slug, verdict, reason }) => [slug, verdict, explainReason(reason)])).toEqual([
      ['running-line-en', 'show', 'In the page.'],
      ['ready-to-learn-en', 'hide', 'URL rules: no include pattern matches.'],
      ['app-banner-en', 'hide', 'Switched off in the CMS (isDisabled).'],
    ]);
  });
});

describe('chooseTimerOffer (spec §7)', () => {
  const offers = [
    { slug: 'dach', countries: 'DE, at,CH', banner: {} },
    { slug: 'all', countries: '*', isAllPages: true, banner: {} },
  ];
  it('takes the country’s offer, else the all-pages one, else none', () => {
    expect(chooseTimerOffer(offers, 'AT')?.slug).toBe('dach');
    expect(chooseTimerOffer(offers, 'US')?.slug).toBe('all');
    expect(chooseTimerOffer(offers, null)?.slug).toBe('all');
    expect(chooseTimerOffer([offers[0]!], 'US')).toBeNull();
  });
  it('matches whole codes, not substrings', () => {
    expect(chooseTimerOffer([{ slug: 'dach', countries: 'DEAT', banner: {} }, offers[1]!], 'DE')?.slug).toBe('all');
  });
});

describe('budgetFromRemoteConfig', () => {
  it('reads each value from its default variant, keeping the default for anything unreadable', () => {
    const { budget, problems } = budgetFromRemoteConfig([
      { key: 'promotions_popups_per_page_view', defaultVariant: '2' },
      { key: 'promotions_popups_per_session', defaultVariant: 'many' },
      { key: 'promotions_popups_per_week', defaultVariant: '999' },
      { key: 'promotions_quiet_seconds_after_search_on_phone', defaultVariant: '45' },
      { key: 'header_business_link', defaultVariant: 'for-business' },
    ]);
    expect(budget).toEqual({ perPageView: 2, perSession: 2, perWeek: 4, quietAfterSearchOnPhoneMs: 45_000 });
    expect(problems).toEqual([
      'promotions_popups_per_session: "many" is not a whole number from 0 to 20; 2 kept',
      'promotions_popups_per_week: "999" is not a whole number from 0 to 50; 4 kept',
    ]);
    expect(budgetFromRemoteConfig([]).budget).toEqual(DEFAULT_BUDGET);
  });
});

describe('one interruption at a time (issue 63)', () => {
  const phone = { country: 'DE', signedIn: false, phone: true, touch: true, largeScreen: false };
  const asked = (kinds: PopupKind[]) => ({ shown: [], current: null, pending: kinds });
  const withExit = [...input().popups, { kind: 'exit-intent' as const, config: everywhere('exit-intent-en') }];

  it('opens nothing unsolicited over a form or a filtered list, at any width; the exit-intent popup still opens as the visitor leaves', () => {
    for (const task of ['form', 'filter'] as const) {
      for (const visitor of [input().visitor, phone]) {
        const decision = decidePromotions(input({ visitor, popups: withExit, view: asked(['timer', 'email-subscribe', 'exit-intent']), page: { task, bars: [] } }));
        expect(popup(decision, 'timer')).toMatchObject({ verdict: 'hide', reason: { rule: 'task', task } });
        expect(popup(decision, 'email-subscribe').reason).toEqual({ rule: 'task', task });
        expect(decision.showNow).toBe('exit-intent');
      }
    }
    expect(explainReason({ rule: 'task', task: 'filter' })).toBe('The page’s main task is a list being filtered: nothing unsolicited over it.');
  });

  it('gives a phone no sheet where a bar already holds an edge of the screen; a large screen gets its dialog (the bar steps aside)', () => {
    const page = { task: 'read' as const, bars: ['app banner'] };
    const onPhone = decidePromotions(input({ visitor: phone, view: asked(['timer']), page }));
    expect(popup(onPhone, 'timer')).toMatchObject({ verdict: 'hide', reason: { rule: 'bar', bar: 'app banner' } });
    expect(onPhone.showNow).toBeNull();
    expect(explainReason(popup(onPhone, 'timer').reason)).toBe('On a phone the page’s app banner is its one interruption.');
    expect(decidePromotions(input({ view: asked(['timer']), page })).showNow).toBe('timer');
    expect(decidePromotions(input({ visitor: phone, view: asked(['timer']), page: { task: 'read', bars: [] } })).showNow).toBe('timer');
  });

  it('never opens the media popup, a video nobody asked for, on a phone', () => {
    const decision = decidePromotions(input({ visitor: phone, view: asked(['media']) }));
    expect(popup(decision, 'media')).toMatchObject({ verdict: 'hide', reason: { rule: 'phone' } });
    expect(decidePromotions(input({ view: asked(['media']) })).showNow).toBe('media');
  });

  it('treats a page without a task or bars given as a page read, with no bar', () => {
    expect(decidePromotions(input({ visitor: phone, view: asked(['email-subscribe']) })).showNow).toBe('email-subscribe');
  });
});

