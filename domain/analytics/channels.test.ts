import { campaignTag, channelOf } from './channels.ts';

describe('the channel of a landing', () => {
  const landing = (referrerHost: string | null, utmSource: string | null = null, utmMedium: string | null = null) => ({ referrerHost, utmSource, utmMedium });

  it.each([
    [landing(null), 'Direct'],
    [landing('www.google.com.br'), 'Organic search'],
    [landing('duckduckgo.com'), 'Organic search'],
    [landing('m.facebook.com'), 'Organic social'],
    [landing('t.co'), 'Organic social'],
    [landing('blog.teacher.example'), 'Referral'],
    // A tagged link is named by its tags, whatever the referrer.
    [landing('www.google.com', 'google', 'cpc'), 'Paid search'],
    [landing('l.instagram.com', 'instagram', 'paid-social'), 'Paid social'],
    [landing(null, 'newsletter', 'email'), 'Email'],
    [landing(null, 'newsletter', null), 'Email'],
    [landing('partner.example', 'partner', 'affiliate'), 'Affiliates'],
    [landing(null, 'podcast', 'audio'), 'Other campaign'],
    // A site named like a search engine's label, not its host, is a referral: "google" must be a label.
    [landing('googleblog.example'), 'Referral'],
  ])('%o is %s', (entry, channel) => expect(channelOf(entry)).toBe(channel));
});

describe('a campaign tag', () => {
  it('groups the ways one tag is written', () => {
    expect(['Black Friday 2026!', 'black-friday-2026', ' BLACK_friday 2026 '].map(campaignTag)).toEqual(['black-friday-2026', 'black-friday-2026', 'black_friday-2026']);
  });

  it('keeps no personal data: an address, a phone number, a token', () => {
    expect(['ana@example.com', 'call +1 (555) 010-9999', 'aB3dE5gH7jK9mN1pQ3sT5'].map(campaignTag)).toEqual([undefined, undefined, undefined]);
    expect(campaignTag('!!!')).toBeUndefined();
  });
});
