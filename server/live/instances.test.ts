// Instances on one PostgreSQL (issue 43): a change rendered once across them, served by all, and
// by an instance started afterwards from its first request; an instance killed with SIGKILL in
// the middle of a batch leaves the rest to another, and no visitor ever sees half a batch.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { contentKey } from '../../domain/content/dependencies.ts';
import { createApp } from '../app.ts';
import { loadContent } from '../cms/store.ts';
import { openDatabase } from '../database/index.ts';
import { fixtureSite } from '../test-site.ts';
import { freshPostgresDatabase, postgresAvailable } from '../../tests/postgres.ts';
import { fakeCms, PG_QUEUE } from './fake-cms.ts';
import { JOB_SCHEMA } from './job-queue.ts';
import { openLiveSite } from './live-site.ts';
import type { SiteRenderer } from './renderer.ts';

const store = loadContent(join(import.meta.dirname, '..', '..', 'content'));
const root = join(import.meta.dirname, '..', '..');

function builtSite(cms: ReturnType<typeof fakeCms>['cms']) {
  const site = fixtureSite();
  mkdirSync(join(site.siteDir, '..', 'server'), { recursive: true });
  writeFileSync(join(site.siteDir, '..', 'server', 'page-reads.json'), JSON.stringify(Object.fromEntries([...cms.pages].map(([url, page]) => [url, page.reads]))));
  return site;
}

async function instance(url: string, siteDir: string, renderer: SiteRenderer) {
  const database = await openDatabase({ url });
  const live = await openLiveSite({ database, siteDir, renderer: async () => renderer, timing: PG_QUEUE, log: () => {} });
  const app = createApp({ siteDir, store, pages: live.pages });
  const text = async (path: string) => (await app.request(path)).text();
  return { database, live, text, close: async () => (await live.close(), await database.close()) };
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!postgresAvailable)('instances on one PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const open: { close(): Promise<void> }[] = [];
  beforeEach(async () => {
    postgres = await freshPostgresDatabase();
  });
  afterEach(async () => {
    for (const running of open.splice(0)) await running.close();
    await postgres.drop();
  });

  it('a change is rendered once across two instances, both serve it, and a third started afterwards serves it from its first request', async () => {
    const { cms, renderer } = fakeCms();
    const site = builtSite(cms);
    const a = await instance(postgres.url, site.siteDir, renderer);
    const b = await instance(postgres.url, site.siteDir, renderer);
    open.push(a, b);
    cms.pages.get('/faq')!.text = 'Answers V2';
    await b.live.publisher.changed([contentKey('page', 'en', '/faq')], 'the page /faq (en)');
    await until(async () => (await a.text('/faq')).includes('Answers V2') && (await b.text('/faq')).includes('Answers V2'));
    // Once across both: the page, its alternate that read it, the sitemap and the redirects.
    expect(cms.renders.sort()).toEqual(['/faq', '/redirects.json', '/sitemap.xml', '/uk/faq']);
    expect(a.live.publisher.renders() + b.live.publisher.renders()).toBe(4);

    // The page's props file, rendered by one of them, is served by both (from the store).
    const src = /start\("([^"]+)"\)/.exec(await a.text('/faq'))![1]!;
    for (const running of [a, b]) expect((await createApp({ siteDir: site.siteDir, store, pages: running.live.pages }).request(src)).status).toBe(200);

    const c = await instance(postgres.url, site.siteDir, renderer);
    open.push(c);
    expect(await c.text('/faq')).toContain('Answers V2');
    expect(c.live.publisher.renders()).toBe(0);

    // A restart on PostgreSQL, like one on the embedded database (live.test.ts).
    await a.close();
    open.splice(open.indexOf(a), 1);
    const restarted = await instance(postgres.url, site.siteDir, renderer);
    open.push(restarted);
    expect(await restarted.text('/faq')).toContain('Answers V2');
    expect(cms.renders).toHaveLength(4);
    site.remove();
  }, 60_000);

  it('starts beside the older release’s pg-boss 10 schema, publishes through its own, and leaves that one to its instances', async () => {
    const older = new pg.Client({ connectionString: postgres.url });
    await older.connect();
    // What pg-boss 10 leaves: its schema at version 24, with a job an instance of that release still holds.
    await older.query(`create schema pgboss; create table pgboss.version (version int primary key); insert into pgboss.version values (24);
      create table pgboss.job (id uuid primary key, name text, state text); insert into pgboss.job values ('00000000-0000-4000-8000-000000000001', 'publish-render', 'active')`);
    const { cms, renderer } = fakeCms();
    const site = builtSite(cms);
    const a = await instance(postgres.url, site.siteDir, renderer);
    open.push(a);
    cms.pages.get('/faq')!.text = 'Answers V2';
    await a.live.publisher.changed([contentKey('page', 'en', '/faq')], 'the page /faq (en)');
    await until(async () => (await a.text('/faq')).includes('Answers V2'));
    const { rows } = await older.query<{ old: number; jobs: number; mine: string }>(
      `select (select version from pgboss.version) as old, (select count(*)::int from pgboss.job) as jobs, (select version::text from ${JOB_SCHEMA}.version) as mine`,
    );
    await older.end();
    expect(rows[0]).toMatchObject({ old: 24, jobs: 1 });
    expect(Number(rows[0]!.mine)).toBeGreaterThan(24);
    site.remove();
  }, 60_000);

  it('an instance killed with SIGKILL mid-batch leaves the rest to another: no page lost, none half-published', async () => {
    const { cms, renderer } = fakeCms();
    const site = builtSite(cms);
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tests', 'live-instance.ts')], { cwd: root, env: { ...process.env, DATABASE_URL: postgres.url, SITE_DIR: site.siteDir }, stdio: ['ignore', 'pipe', 'inherit'] });
      const lines: string[] = [];
      child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
      await until(async () => lines.includes('ready'));

      // The survivor renders the same CMS, as slowly.
      for (const page of cms.pages.values()) page.text += ' V2';
      const slow: SiteRenderer = { ...renderer, render: async (url) => (await new Promise((resolve) => setTimeout(resolve, 400)), renderer.render(url)) };
      const b = await instance(postgres.url, site.siteDir, slow);
      open.push(b);
      await b.live.publisher.changed([contentKey('*', '*')], 'every page');
      await until(async () => lines.some((line) => line.startsWith('rendered ')));
      child.kill('SIGKILL');

      // Every visitor, all along, sees the batch's pages all old or all new.
      const paths = ['/', '/faq', '/uk', '/uk/faq', '/sign-in'];
      let seenNew = false;
      await until(async () => {
        const texts = await Promise.all(paths.map((path) => b.text(path)));
        const updated = texts.filter((html) => html.includes(' V2'));
        expect(updated.length === 0 || updated.length === paths.length).toBe(true);
        seenNew = updated.length === paths.length;
        return seenNew;
      }, 45_000);
      expect(lines.filter((line) => line.startsWith('rendered ')).length).toBeGreaterThan(0);
      const check = new pg.Client({ connectionString: postgres.url });
      await check.connect();
      const { rows } = await check.query<{ open: number; staged: number; pages: number }>(
        `select (select count(*)::int from publish_batch where committed_at is null) as open,
                (select count(*)::int from staged_page) as staged,
                (select count(*)::int from site_page where kind = 'page' and body like '% V2%') as pages`,
      );
      await check.end();
      expect(rows[0]).toEqual({ open: 0, staged: 0, pages: cms.pages.size });
    } finally {
      child?.kill('SIGKILL');
      site.remove();
    }
  }, 90_000);
});
