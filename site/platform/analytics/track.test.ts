// @vitest-environment jsdom
import { consentChoice, consentCookie, CONSENT_DEFAULT_SCRIPT, readConsent } from '../../../domain/analytics/consent.ts';
import { applyConsent, resetAnalytics, track } from './track.ts';

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
    delete window.gtag;
    delete document.documentElement.dataset.visitor;
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    resetAnalytics();
    vi.restoreAllMocks();
  });

  it('pushes the event to window.dataLayer, creating it when the tag manager has not', () => {
    track({ event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' });
    track({ event: 'gen_website_language_changed', from: 'en', to: 'uk' });
    expect(window.dataLayer).toEqual([
      { event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' },
      { event: 'gen_website_language_changed', from: 'en', to: 'uk' },
    ]);
  });

  it('keeps the data layer the tag manager made', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    track({ event: 'gen_clicked_contact_us', place: 'footer' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('never throws when the data layer does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = { push: () => { throw new Error('blocked'); } } as unknown as unknown[];
    expect(() => track({ event: 'gen_saw_quit_popup' })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[analytics] gen_saw_quit_popup not sent:', expect.any(Error));
  });

  it('rejects an event of the wrong shape at compile time', () => {
    // @ts-expect-error landing_clicked_cta needs place, text and type
    expectTypeOf<{ event: 'landing_clicked_cta' }>().toExtend<Parameters<typeof track>[0]>();
  });
});

describe('consent', () => {
  const event = { event: 'gen_clicked_contact_us', place: 'footer' } as const;
  const requireConsent = () => (document.documentElement.dataset.visitor = 'consent cookie-link signed-out');

  afterEach(() => {
    delete window.dataLayer;
    delete window.gtag;
    delete document.documentElement.dataset.visitor;
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    resetAnalytics();
  });

  it('holds events where consent is required, and sends them once analytics is accepted', () => {
    requireConsent();
    track(event);
    expect(window.dataLayer ?? []).toEqual([]);
    applyConsent({ analytics: true, advertising: false });
    const layer = window.dataLayer!;
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(layer[1]).toEqual(event);
    track(event);
    expect(layer).toHaveLength(3);
  });

  it('drops held and later events when analytics is refused', () => {
    requireConsent();
    track(event);
    applyConsent({ analytics: false, advertising: false });
    track(event);
    expect(window.dataLayer).toHaveLength(1); // the consent update only
  });

  it('follows a choice stored in the cookie', () => {
    requireConsent();
    document.cookie = consentCookie(consentChoice({ analytics: true, advertising: true }), false);
    track(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('sends at once where no consent is required', () => {
    document.documentElement.dataset.visitor = 'signed-out address-USAddress';
    track(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('logs each event with ?debug-analytics', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    window.history.replaceState(null, '', '/?debug-analytics');
    requireConsent();
    track(event);
    expect(info).toHaveBeenCalledWith('[analytics] gen_clicked_contact_us: held until the visitor chooses', event);
    window.history.replaceState(null, '', '/');
  });

  it('reads only an intact choice of the current revision', () => {
    const choice = consentChoice({ analytics: true, advertising: false }, new Date('2026-11-22T10:00:00Z'));
    const cookie = consentCookie(choice, true);
    expect(cookie).toMatch(/^cookie_consent=[^;]+; Path=\/; Max-Age=15724800; SameSite=Lax; Secure$/);
    expect(readConsent(`other=1; ${cookie.split(';')[0]}`)).toEqual(choice);
    for (const tampered of ['cookie_consent=%7B', 'cookie_consent=%7B%22revision%22%3A0%7D', `cookie_consent=${encodeURIComponent(JSON.stringify({ ...choice, revision: 2 }))}`, '']) {
      expect(readConsent(tampered)).toBeNull();
    }
  });

  it('the inline script pushes a denied default where consent is required, and the stored choice after it', () => {
    requireConsent();
    new Function(CONSENT_DEFAULT_SCRIPT)();
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    expect(window.dataLayer).toHaveLength(1);
    delete window.dataLayer;
    delete window.gtag;
    document.cookie = consentCookie(consentChoice({ analytics: true, advertising: false }), false);
    new Function(CONSENT_DEFAULT_SCRIPT)();
    expect(Array.from(window.dataLayer![1] as ArrayLike<unknown>)[2]).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });
});
