import { deviceClassOf, visitFields } from './visit.ts';

describe('what a page view says of its visit', () => {
  it('names the device by the site’s breakpoints', () => {
    expect([320, 767, 768, 1024, 1025, 1440].map(deviceClassOf)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('marks a landing from another site with its host and UTM tags, never the referrer’s path or another query field', () => {
    expect(visitFields('https://www.google.com/search?q=learn+english', '?utm_source=google&utm_medium=cpc&utm_campaign=winter&gclid=abc&email=x', 'lingo.example', 390)).toEqual({
      device: 'phone',
      entry: true,
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'winter',
    });
  });

  it('marks a typed address or a bookmark as a landing without a referrer, and a page reached from the site as none', () => {
    expect(visitFields('', '', 'lingo.example', 1440)).toEqual({ device: 'desktop', entry: true });
    expect(visitFields('https://lingo.example/plans', '?utm_source=google', 'lingo.example', 1440)).toEqual({ device: 'desktop' });
  });
});
