import { pageContext } from './page-meta.ts';

describe('a page’s context', () => {
  // The prerender asks for "/uk/faq/"; the page, its links and its promotions' URL rules are "/uk/faq".
  it('is the same with or without a trailing slash', () => {
    const origin = pageContext(new URL('http://localhost/uk/faq')).origin;
    expect(pageContext(new URL('http://localhost/uk/faq/'))).toEqual({ pathname: '/uk/faq', locale: 'uk', path: '/faq', origin });
    expect(pageContext(new URL('http://localhost/english-tutors/'))).toEqual(pageContext(new URL('http://localhost/english-tutors')));
  });

  it('keeps the home page’s one slash', () => {
    expect(pageContext(new URL('http://localhost/'))).toMatchObject({ pathname: '/', locale: 'en', path: '/' });
  });
});
