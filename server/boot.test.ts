import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authOriginsFromEnv, boot, campaignClock, seedsDemoLearner, servesStorybook } from './boot.ts';
import { loadContent } from './cms/store.ts';
import { fixtureSite } from './test-site.ts';

describe('what a start does, by environment', () => {
  it('decides offers on the real clock, on a fixed one only outside production (the browser tests)', () => {
    expect(campaignClock({})).toBe(Date.now);
    expect(campaignClock({ CAMPAIGN_NOW: '2026-12-04T10:20:30.000Z' })()).toBe(Date.parse('2026-12-04T10:20:30.000Z'));
    expect(() => campaignClock({ NODE_ENV: 'production', CAMPAIGN_NOW: '2026-12-04T10:20:30.000Z' })).toThrow('CAMPAIGN_NOW is for tests: unset it in production');
    expect(() => campaignClock({ CAMPAIGN_NOW: 'soon' })).toThrow('CAMPAIGN_NOW is not an instant: soon');
  });

  it.each([
    [{}, true],
    [{ SEED_DEMO_LEARNER: '0' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SEED_DEMO_LEARNER: 'true' }, false],
    [{ NODE_ENV: 'production', SEED_DEMO_LEARNER: '1' }, true],
  ])('seeds the demo learner with %j: %s', (env, seeds) => expect(seedsDemoLearner(env)).toBe(seeds));

  it.each([
    [{}, true],
    [{ STORYBOOK: '0' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', STORYBOOK: '1' }, true],
  ])('serves Storybook with %j: %s', (env, serves) => expect(servesStorybook(env)).toBe(serves));

  it('takes sign-ins from the loopback names of its port only when no AUTH_URL names the site', () => {
    const here = { port: 3000, hostname: '127.0.0.1' };
    expect(authOriginsFromEnv({}, here)).toEqual({ baseURL: 'http://127.0.0.1:3000', trustedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'] });
    expect(authOriginsFromEnv({ AUTH_URL: 'https://www.example.com', AUTH_TRUSTED_ORIGINS: 'https://example.com, https://app.example.com' }, here)).toEqual({
      baseURL: 'https://www.example.com',
      trustedOrigins: ['https://example.com', 'https://app.example.com'],
    });
  });

  it('refuses a short AUTH_SECRET, and a setting it cannot read, before serving anything', async () => {
    const site = fixtureSite();
    const dir = mkdtempSync(join(tmpdir(), 'lingo-boot-'));
    const paths = { siteDir: site.siteDir, storybookDir: join(dir, 'none'), store: loadContent(join(import.meta.dirname, '..', 'content')) };
    await expect(boot({ DATA_DIR: dir, AUTH_SECRET: 'changeme' }, paths)).rejects.toThrow('AUTH_SECRET must be at least 32 characters');
    await expect(boot({ DATA_DIR: dir, TRUST_PROXY: 'yes' }, paths)).rejects.toThrow('TRUST_PROXY must be');
    for (const size of ['0', '64MB', '1.5']) await expect(boot({ DATA_DIR: dir, PAGE_CACHE_MAX_MB: size }, paths)).rejects.toThrow('PAGE_CACHE_MAX_MB must be');
    // The database was closed again: a later start can open it.
    const { database } = await boot({ DATA_DIR: dir }, paths);
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    site.remove();
  }, 30_000);
});
