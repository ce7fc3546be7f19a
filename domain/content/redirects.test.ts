import * as v from 'valibot';
import { compileRedirects, parseRedirectTable, redirectLookup, RedirectSchema, type Redirect } from './redirects.ts';

const redirect = (from: string, to: string, more: Partial<Redirect> = {}): Redirect => ({ id: 1, documentId: 'r1', from, to, kind: 'moved-permanently', language: 'all', ...more });
const lookupOf = (redirects: Redirect[], refused: string[] = []) => redirectLookup(compileRedirects(redirects, (why) => refused.push(why)));

describe('redirects as content', () => {
  it('sends a path to its new one in every language, or in one', () => {
    const lookup = lookupOf([redirect('/page/old', '/page/new'), redirect('/pricing-old', '/pricing', { language: 'uk', kind: 'found' })]);
    expect(lookup('/page/old')).toEqual({ location: '/page/new', status: 301 });
    expect(lookup('/es/page/old')).toEqual({ location: '/es/page/new', status: 301 });
    expect(lookup('/uk/pricing-old')).toEqual({ location: '/uk/pricing', status: 302 });
    expect(lookup('/pricing-old')).toBeNull();
    expect(lookup('/page/old/more')).toBeNull();
    expect(lookup('/page/new')).toBeNull();
  });

  it('sends every path under a prefix, keeping the rest of the path when asked to', () => {
    const lookup = lookupOf([redirect('/blog/old/*', '/blog/*', { kind: 'permanent-redirect' }), redirect('/promo/*', '/plans'), redirect('/away/*', 'https://help.example.com/docs')]);
    expect(lookup('/blog/old')).toEqual({ location: '/blog', status: 308 });
    expect(lookup('/blog/old/study-tips')).toEqual({ location: '/blog/study-tips', status: 308 });
    expect(lookup('/pt/blog/old/a/b')).toEqual({ location: '/pt/blog/a/b', status: 308 });
    expect(lookup('/blog/older')).toBeNull();
    expect(lookup('/promo/black-friday')).toEqual({ location: '/plans', status: 301 });
    expect(lookup('/es/away/x')).toEqual({ location: 'https://help.example.com/docs', status: 301 });
  });

  it('follows a chain to its end, so a visitor makes one hop', () => {
    const lookup = lookupOf([redirect('/a', '/b'), redirect('/b', '/c'), redirect('/c', '/d')]);
    expect(lookup('/a')).toEqual({ location: '/d', status: 301 });
    expect(lookup('/uk/b')).toEqual({ location: '/uk/d', status: 301 });
  });

  it('refuses a loop and a second redirect of the same path, saying why, and keeps the rest', () => {
    const refused: string[] = [];
    const lookup = lookupOf([redirect('/a', '/b'), redirect('/b', '/a'), redirect('/x', '/y'), redirect('/x', '/z'), redirect('/self/*', '/self/deeper/*'), redirect('/ok', '/fine')], refused);
    expect(lookup('/a')).toBeNull();
    expect(lookup('/b')).toBeNull();
    expect(lookup('/x')).toEqual({ location: '/y', status: 301 });
    expect(lookup('/self/page')).toBeNull();
    expect(lookup('/ok')).toEqual({ location: '/fine', status: 301 });
    expect(refused.filter((why) => why.includes('loop')).length).toBe(8);
    expect(refused).toContain('/x (all): another redirect already sends /x to /y');
    expect(refused.some((why) => why.startsWith('/self/*: leads back under itself'))).toBe(true);
  });

  it('lets a language’s own redirect win over one for every language', () => {
    const refused: string[] = [];
    const lookup = lookupOf([redirect('/offer', '/plans'), redirect('/offer', '/special', { language: 'uk' })], refused);
    expect(refused).toEqual([]);
    expect(lookup('/uk/offer')?.location).toBe('/uk/special');
    expect(lookup('/offer')?.location).toBe('/plans');
  });

  it('takes only what an editor may write', () => {
    const valid = (from: string, to: string) => v.safeParse(RedirectSchema, { id: 1, documentId: 'r1', from, to }).success;
    expect(valid('/page/old', '/page/new')).toBe(true);
    expect(valid('/blog/old/*', '/blog/*')).toBe(true);
    expect(valid('/page/old', 'https://example.com/x?y=1')).toBe(true);
    expect(valid('page/old', '/page/new')).toBe(false);
    expect(valid('/uk/page/old', '/page/new')).toBe(false);
    expect(valid('/page/old', '/es/page/new')).toBe(false);
    expect(valid('/*', '/')).toBe(false);
    expect(valid('/page/old', 'http://example.com')).toBe(false);
    expect(valid('/page/old', 'javascript:alert(1)')).toBe(false);
    expect(valid('/pa*ge', '/')).toBe(false);
    expect(v.parse(RedirectSchema, { id: 1, documentId: 'r1', from: '/a', to: '/b' })).toMatchObject({ kind: 'moved-permanently', language: 'all' });
  });

  it('reads a published table back, and a malformed one as none', () => {
    const table = compileRedirects([redirect('/a', '/b')]);
    expect(parseRedirectTable(JSON.stringify(table))).toEqual(table);
    expect(parseRedirectTable('{"rules":[{"from":"/a"}]}')).toBeNull();
    expect(parseRedirectTable('not json')).toBeNull();
  });
});
