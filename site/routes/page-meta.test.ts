import { pageContext, pageMeta } from './page-meta.ts';

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

describe('a page’s head (issue 66: its SEO fields)', () => {
  const head = (fields: Partial<Parameters<typeof pageMeta>[0]> = {}) =>
    pageMeta({ title: 'Tutors | Lingo', description: 'Find a tutor.', path: '/english-tutors', locale: 'es', origin: 'https://lingo.example', alternates: ['en', 'es'], ...fields });
  const links = (meta: ReturnType<typeof pageMeta>, rel: string) => meta.filter((tag) => 'rel' in tag && tag.rel === rel).map((tag) => ('href' in tag ? tag.href : null));

  it('names its own address as canonical, with its language versions', () => {
    const meta = head();
    expect(links(meta, 'canonical')).toEqual(['https://lingo.example/es/english-tutors']);
    expect(links(meta, 'alternate')).toEqual(['https://lingo.example/english-tutors', 'https://lingo.example/es/english-tutors', 'https://lingo.example/english-tutors']);
  });

  it('names the original a copy points to (a path in its locale, or an address as given), and offers no language version', () => {
    const path = head({ canonical: '/tutors' });
    expect(links(path, 'canonical')).toEqual(['https://lingo.example/es/tutors']);
    expect(path).toContainEqual({ property: 'og:url', content: 'https://lingo.example/es/tutors' });
    expect(links(path, 'alternate')).toEqual([]);
    expect(links(head({ canonical: 'https://partner.example/course' }), 'canonical')).toEqual(['https://partner.example/course']);
  });

  it('says noindex, with no canonical or alternates', () => {
    const meta = head({ indexable: false });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(links(meta, 'canonical')).toEqual([]);
    expect(links(meta, 'alternate')).toEqual([]);
  });
});
