import { describe, expect, it } from 'vitest';
import { changeOf, contentKey, pagesToRender, touches, type CmsEvent } from './dependencies.ts';

const event = (model: string, entry: CmsEvent['entry'], kind: CmsEvent['event'] = 'entry.publish'): CmsEvent => ({ event: kind, model, entry });
const render = (verdict: ReturnType<typeof changeOf>) => ('render' in verdict ? verdict.render : verdict);

// What the build recorded for a few pages (build/server/page-reads.json has every page's).
const READS = new Map([
  ['/', ['experiments', 'footer@en', 'header@en', 'page@en:/', 'page@es:/', 'plans@en', 'promotions@en', 'reviews', 'tutors@en']],
  ['/faq', ['experiments', 'faqs@en', 'footer@en', 'header@en', 'page@en:/faq', 'page@es:/faq', 'promotions@en']],
  ['/es/faq', ['experiments', 'faqs@es', 'footer@es', 'header@es', 'page@en:/faq', 'page@es:/faq', 'promotions@es']],
  ['/es/english-tutors', ['experiments', 'footer@es', 'header@es', 'page@es:/english-tutors', 'promotions@es', 'reviews', 'tutors@es']],
  ['/sitemap', ['experiments', 'blog-posts@en', 'footer@en', 'header@en', 'page@en:/', 'page@en:/faq', 'pages@en']],
  ['/es/404', ['experiments', 'footer@es', 'header@es', 'page@es:/404']],
]);
const pagesFor = (verdict: ReturnType<typeof changeOf>) => pagesToRender(render(verdict) as string[], READS).sort();

describe('what a change in the CMS renders again', () => {
  it('a page: that page, its other locales (their language alternates) and the pages that list it', () => {
    expect(render(changeOf(event('page', { locale: 'en', path: '/faq', publishedAt: '2026-11-25T08:00:00.000Z' })))).toEqual(['page@en:/faq', 'pages@en']);
    expect(pagesFor(changeOf(event('page', { locale: 'en', path: '/faq' })))).toEqual(['/es/faq', '/faq', '/sitemap']);
  });

  it('a page unpublished or deleted: the same pages (the server drops the page itself when the CMS no longer lists it)', () => {
    expect(pagesFor(changeOf(event('page', { locale: 'es', path: '/faq' }, 'entry.unpublish')))).toEqual(['/es/faq', '/faq']);
    expect(pagesFor(changeOf(event('page', { locale: 'es', path: '/faq', publishedAt: null }, 'entry.delete')))).toEqual(['/es/faq', '/faq']);
  });

  it('the header, the footer and the promotions of a locale: every page of that locale', () => {
    expect(pagesFor(changeOf(event('header', { locale: 'es' })))).toEqual(['/es/404', '/es/english-tutors', '/es/faq']);
    expect(pagesFor(changeOf(event('footer', { locale: 'en' })))).toEqual(['/', '/faq', '/sitemap']);
    expect(pagesFor(changeOf(event('banner', { locale: 'es' })))).toEqual(['/es/english-tutors', '/es/faq']);
    expect(pagesFor(changeOf(event('popup', { locale: 'en' })))).toEqual(['/', '/faq']);
    expect(pagesFor(changeOf(event('timer-cta', { locale: 'en' })))).toEqual(['/', '/faq']);
  });

  it('the promotions budget (remote config, in no locale): every page with promotions in every locale', () => {
    expect(pagesFor(changeOf(event('remote-config', {})))).toEqual(['/', '/es/english-tutors', '/es/faq', '/faq']);
  });

  it('a collection: the pages of its locale that show it; reviews and the level test are in every locale', () => {
    expect(pagesFor(changeOf(event('tutor', { locale: 'es' })))).toEqual(['/es/english-tutors']);
    expect(pagesFor(changeOf(event('faq', { locale: 'en' })))).toEqual(['/faq']);
    expect(pagesFor(changeOf(event('review', { locale: 'en' })))).toEqual(['/', '/es/english-tutors']);
    expect(pagesFor(changeOf(event('blog-post', { locale: 'en' })))).toEqual(['/sitemap']);
  });

  it('an experiment (in no locale): every page, which all carry the experiments they run', () => {
    expect(render(changeOf(event('experiment', {})))).toEqual(['experiments']);
    expect(pagesFor(changeOf(event('experiment', {}, 'entry.unpublish')))).toEqual([...READS.keys()].sort());
  });

  it('a saved draft changes nothing a visitor sees; publishing it does', () => {
    expect(changeOf(event('page', { locale: 'en', path: '/faq', publishedAt: null }, 'entry.update'))).toEqual({ ignore: 'a draft of page was saved' });
    expect(changeOf(event('tutor', { locale: 'en', publishedAt: null }, 'entry.create'))).toHaveProperty('ignore');
    expect(changeOf(event('tutor', { locale: 'en', publishedAt: '2026-11-25T08:00:00.000Z' }, 'entry.update'))).toHaveProperty('render');
  });

  it('what it cannot place, it renders wide: a model it does not know (every page), a page without its path (its locale)', () => {
    expect(pagesFor(changeOf(event('course', { locale: 'en' })))).toEqual([...READS.keys()].sort());
    expect(pagesFor(changeOf(event('page', { locale: 'es' })))).toEqual(['/es/404', '/es/english-tutors', '/es/faq']);
    expect(pagesFor(changeOf(event('header', { locale: 'xx' })))).toEqual(['/', '/es/404', '/es/english-tutors', '/es/faq', '/faq', '/sitemap']);
    expect(pagesToRender([contentKey('*', 'uk')], READS)).toEqual([]);
  });

  it('a change scheduled (its action saved, issue 66): nothing until it runs, which Strapi sends as its own publish', () => {
    expect(changeOf({ event: 'entry.create', model: 'action', uid: 'plugin::publisher.action', entry: { locale: null } })).toEqual({ ignore: 'a change was scheduled: it is published at its minute' });
    expect(changeOf({ event: 'entry.delete', model: 'action', uid: 'plugin::publisher.action', entry: {} })).toEqual({ ignore: 'a change was scheduled: it is published at its minute' });
    // Its unpublish, sent again with the document service's result: that page, not every page.
    const unpublished = { documentId: 'd1', entries: [{ locale: 'en', path: '/black-friday' }] };
    expect(render(changeOf({ event: 'entry.unpublish', model: 'page', entry: unpublished }))).toEqual(['page@en:/black-friday', 'pages@en']);
  });
});

describe('touches', () => {
  it('matches a key by name, locale (or any) and path', () => {
    expect(touches(contentKey('tutors', 'es'), 'tutors@es')).toBe(true);
    expect(touches(contentKey('tutors', 'es'), 'tutors@en')).toBe(false);
    expect(touches(contentKey('promotions', '*'), 'promotions@uk')).toBe(true);
    expect(touches(contentKey('page', 'en', '/faq'), 'page@en:/faq')).toBe(true);
    expect(touches(contentKey('page', 'en', '/faq'), 'page@en:/faq/more')).toBe(false);
    expect(touches(contentKey('reviews'), 'reviews')).toBe(true);
  });

  it('nothing changed, nothing to render', () => {
    expect(pagesToRender([], READS)).toEqual([]);
  });
});
