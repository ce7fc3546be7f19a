import { join } from 'node:path';
import { handleCmsRequest } from './handler.ts';
import { loadContent } from './store.ts';

const store = loadContent(join(import.meta.dirname, '..', '..', 'content'));
const get = (path: string, method = 'GET') => handleCmsRequest(store, method, new URL(path, 'http://localhost'));

describe('handleCmsRequest', () => {
  it('answers a collection with the Strapi envelope', () => {
    const { status, body } = get('/cms/api/banners?locale=pt&filters[slug][$eq]=offer-banner-pt');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: [{ slug: 'offer-banner-pt', locale: 'pt' }], meta: { pagination: { total: 1 } } });
  });
  it('404s an unknown collection or path', () => {
    expect(get('/cms/api/articles')).toEqual({
      status: 404,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
    });
    expect(get('/cms/api/banners/1/extra').status).toBe(404);
  });
  it('400s invalid parameters with a message', () => {
    const { status, body } = get('/cms/api/banners?filters[nope][$eq]=1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { name: 'ValidationError', message: 'Invalid key nope' } });
  });
  it('is read-only', () => expect(get('/cms/api/banners', 'POST').status).toBe(405));
});
