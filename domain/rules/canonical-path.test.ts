import { canonicalPath } from './canonical-path.ts';

describe('the canonical path of a page (issue 59)', () => {
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/past-tense-of/swim', '/past-tense-of/swim'],
    ['/uk/%D0%BF%D0%BB%D0%B0%D0%B2%D0%B0%D1%82%D0%B8', '/uk/%D0%BF%D0%BB%D0%B0%D0%B2%D0%B0%D1%82%D0%B8'],
  ])('keeps %s as it is', (path, canonical) => expect(canonicalPath(path)).toBe(canonical));

  it.each([
    ['/past-tense-of/sw%69m', '/past-tense-of/swim'],
    ['/past-tense-of/swim/', '/past-tense-of/swim'],
    ['/uk/', '/uk'],
    ['/faq///', '/faq'],
    ['//evil.example/faq', '/evil.example/faq'],
    ['/a//b', '/a/b'],
    ['/uk/%d0%bf', '/uk/%D0%BF'],
    ['/uk/п', '/uk/%D0%BF'],
  ])('sends %s to %s', (path, canonical) => expect(canonicalPath(path)).toBe(canonical));

  it.each(['/faq%2Fx', '/a%5Cb', '/a%3Fb', '/a%23b', '/bad%E0%A4', '/%'])('has none for %s', (path) => expect(canonicalPath(path)).toBeNull());
});
