import { track } from './track.ts';

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
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
