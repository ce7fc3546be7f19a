import { personalDataIn } from './personal-data.ts';

describe('personal data in what analytics is sent (issue 59)', () => {
  it.each([
    ['ana@example.com', 'an e-mail address'],
    ['nodot@localhost', 'an e-mail address'],
    ['victim (at) example (dot) org', 'an e-mail address'],
    ['victim at example dot org', 'an e-mail address'],
    ['victim [at] example [dot] org', 'an e-mail address'],
    [btoa('victim@example.org'), 'an e-mail address'],
    [btoa('a@b.co').replace(/=+$/, ''), 'an e-mail address'],
    ['+380 67 123 45 67', 'a phone number'],
    ['(555) 123-4567', 'a phone number'],
    ['203.0.113.7', 'a phone number'],
    ['2001:db8::1', 'an IP address'],
    ['/reset-password/Xk2mP9qLw4Rt7Yb1Nc8Vd3', 'a token'],
    ['da39a3ee5e6b4b0dfbfefafd80ccbade', 'a token'],
  ])('finds %s', (text, what) => expect(personalDataIn(text)).toBe(what));

  it.each(['Get The App', 'popup:timer', 'Почати безкоштовно', 'Começar agora', 'trial-lesson', 'b1', 'Network Error', '/uk/levels/intermediate-english', '/past-tense-of/swim', 'tutor-intro.mp4', 'header_business_link', 'Try 7 days free', 'Save 50% today', 'b1-second-conditional', 'c1-beat-around-the-bush', '/blog/how-to-learn-english-in-2026'])(
    'leaves %s alone',
    (text) => expect(personalDataIn(text)).toBeNull(),
  );
});

describe('words are not base64 addresses', () => {
  it('leaves every word of the interface catalogs alone', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(import.meta.dirname, '..', 'i18n', 'catalogs');
    const words = new Set<string>();
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) {
      for (const word of readFileSync(join(dir, file), 'utf8').match(/[A-Za-z]{8,}/g) ?? []) words.add(word);
    }
    expect(words.size).toBeGreaterThan(500);
    expect([...words].filter((word) => personalDataIn(word) !== null)).toEqual([]);
  });
});
