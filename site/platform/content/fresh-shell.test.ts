import { createFetch } from 'ofetch';
import { createSafeStorage } from '../storage/index.ts';
import { FOOTERS, HEADERS } from '../../story-fixtures.ts';
import { freshShellContent } from './fresh-shell.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

/** A CMS answering every request with `body` (or failing), counting requests. */
function cms(body: unknown, status = 200) {
  const requests: string[] = [];
  const fetch = createFetch({
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { fetch, requests };
}

describe('the header and footer after 24 hours', () => {
  it('fetch from the CMS once, then come from the browser cache for 24 hours', async () => {
    let now = 0;
    const backend = memory();
    const storage = createSafeStorage(() => backend, () => now);
    const { fetch, requests } = cms({ data: [{ ...HEADERS.uk, id: 7 }] });
    const first = await freshShellContent('header', 'uk', { cmsUrl: '/cms', storage, fetch });
    expect(first?.links.map((link) => link.label)).toEqual(HEADERS.uk.links.map((link) => link.label));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/cms\/api\/headers\?/);
    now = 86_400_000 - 1;
    await freshShellContent('header', 'uk', { cmsUrl: '/cms', storage, fetch });
    expect(requests).toHaveLength(1);
    now = 86_400_000;
    await freshShellContent('header', 'uk', { cmsUrl: '/cms', storage, fetch });
    expect(requests).toHaveLength(2);
  });

  it('refetch when the cached copy was tampered with', async () => {
    const backend = memory();
    backend.items.set('cms:footer:en', JSON.stringify({ v: { mainLinks: 'nope' }, e: null }));
    const { fetch, requests } = cms({ data: [FOOTERS.en] });
    const footer = await freshShellContent('footer', 'en', { cmsUrl: 'https://cms.example', storage: createSafeStorage(() => backend), fetch });
    expect(footer?.termsLinkUrl).toBe(FOOTERS.en.termsLinkUrl);
    expect(requests[0]).toMatch(/^https:\/\/cms\.example\/api\/footers\?/);
  });

  it('keep nothing when the CMS fails or answers nothing valid (the build copy stays)', async () => {
    const storage = createSafeStorage(() => memory());
    await expect(freshShellContent('footer', 'en', { cmsUrl: '/cms', storage, fetch: cms({ error: { message: 'down' } }, 503).fetch })).rejects.toThrow(/footers: 503/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await freshShellContent('footer', 'en', { cmsUrl: '/cms', storage, fetch: cms({ data: [{ id: 1, mainLinks: 3 }] }).fetch })).toBeNull();
  });
});
