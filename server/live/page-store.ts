// The published site in the database (issue 43), one store for every instance, restart and
// deploy: the embedded PGlite by default, PostgreSQL with DATABASE_URL. A page's HTML and its
// props file are written by one transaction, with every other page of their batch: a batch is
// staged page by page (by whichever instances render it) and committed at once when complete.
// What the store holds is never older than what a build would bring: the newest content wins.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database/index.ts';
import { contentChange, publishBatch, sitePage, sitePageData, stagedPage } from '../database/schema.ts';
import type { ContentKey } from '../../domain/content/dependencies.ts';
import type { StoredFacts } from '../personalise.ts';
import { fileFingerprint, pageFingerprint } from './lastmod.ts';

export type StoredKind = 'page' | 'file' | 'gone';

export interface StoredPage {
  path: string;
  kind: StoredKind;
  body: string;
  contentType: string | null;
  dataSrc: string | null;
  reads: ContentKey[];
  facts: StoredFacts | null;
  revision: number;
  buildId: string;
  contentAt: Date;
  fingerprint: string | null;
  /** When what it says last changed (a sitemap's lastmod). */
  changedAt: Date | null;
}

/** What a plan reads of every stored page: its path, kind and reads, without the body. */
export type PageEntry = Pick<StoredPage, 'path' | 'kind' | 'reads'>;

/** A page as a build or a render made it, to be stored. */
export interface PageWrite {
  path: string;
  kind: 'page' | 'file';
  body: string;
  contentType: string | null;
  data: { src: string; code: string } | null;
  reads: ContentKey[];
  /** A page's facts, read from its HTML once, here where it is made (storedFactsOf); null for a file. */
  facts: StoredFacts | null;
  buildId: string;
}

/** A page or live file of a build: its path, and its contents read only when the store needs them. */
export interface BuiltPage {
  path: string;
  load(): PageWrite;
}

export interface Batch {
  id: number;
  why: string;
  urls: string[];
  gone: string[];
  /** Pages a data source made on request whose content changed: removed, made again when next asked for. */
  dropped: string[];
  counts: { touched: number; added: number };
  contentAt: Date;
  startedAt: Date;
}

export interface Committed {
  batch: Batch;
  /** Every URL whose content changed: rendered, gone, or dropped to be made again. */
  changed: string[];
  kept: number;
  /** The content the batch's changes named (what the CDN purges by tag, cache-tags.ts). */
  keys: ContentKey[];
  /** What each page the batch rendered read. */
  reads: Map<string, ContentKey[]>;
}

/** The channel a committed batch is announced on (page-feed.ts). */
export const PAGES_CHANNEL = 'site_pages';

/** Rows per insert when a build's pages are stored (PostgreSQL takes at most 65,535 parameters in one statement). */
const ROWS_PER_INSERT = 200;

/** How long a props file no page names any more is kept, for pages opened before their change. */
const OLD_DATA_DAYS = 2;

const rowOf = (row: typeof sitePage.$inferSelect): StoredPage => ({ ...row, contentAt: new Date(row.contentAt), changedAt: row.changedAt === null ? null : new Date(row.changedAt) });

/** What a write says, as a hash (lastmod.ts): a page's content, a file's whole body. */
const fingerprintOf = (write: Pick<PageWrite, 'kind' | 'body'>) => (write.kind === 'page' ? pageFingerprint(write.body) : fileFingerprint(write.body));

/** A page written again keeps its changed_at unless what it says changed (SQL over `site_page` and the row written, `excluded`). */
const CHANGED_AT_KEPT = sql.raw(`case when site_page.fingerprint is not distinct from excluded.fingerprint and site_page.changed_at is not null then site_page.changed_at else excluded.changed_at end`);
const batchOf = (row: typeof publishBatch.$inferSelect): Batch => ({
  id: row.id,
  why: row.why,
  urls: row.urls,
  gone: row.gone,
  dropped: row.dropped,
  counts: row.counts,
  contentAt: new Date(row.contentAt),
  startedAt: new Date(row.startedAt),
});

export function pageStore(db: Database) {
  const revision = sql`nextval('site_page_revision')`;

  /** Up to ROWS_PER_INSERT pages, each kept only where the store's copy is older. */
  async function writePages(writes: readonly PageWrite[], contentAt: Date) {
    const data = writes.flatMap((write) => (write.data ? [write.data] : []));
    if (data.length) await db.insert(sitePageData).values(data).onConflictDoNothing();
    await db
      .insert(sitePage)
      .values(writes.map((write) => ({ path: write.path, kind: write.kind, body: write.body, contentType: write.contentType, dataSrc: write.data?.src ?? null, reads: write.reads, facts: write.facts, buildId: write.buildId, contentAt, revision, fingerprint: fingerprintOf(write), changedAt: contentAt })))
      .onConflictDoUpdate({
        target: sitePage.path,
        set: { kind: sql`excluded.kind`, body: sql`excluded.body`, contentType: sql`excluded.content_type`, dataSrc: sql`excluded.data_src`, reads: sql`excluded.reads`, facts: sql`excluded.facts`, buildId: sql`excluded.build_id`, contentAt: sql`excluded.content_at`, revision, changedAt: CHANGED_AT_KEPT, fingerprint: sql`excluded.fingerprint` },
        setWhere: sql`${sitePage.contentAt} < excluded.content_at`,
      });
  }

  return {
    async page(path: string): Promise<StoredPage | undefined> {
      const [row] = await db.select().from(sitePage).where(eq(sitePage.path, path));
      return row && rowOf(row);
    },

    async dataCode(src: string): Promise<string | undefined> {
      const [row] = await db.select({ code: sitePageData.code }).from(sitePageData).where(eq(sitePageData.src, src));
      return row?.code;
    },

    /** What an instance keeps of every stored path: its kind, revision, and when what it says last changed. */
    async index() {
      return db.select({ path: sitePage.path, kind: sitePage.kind, revision: sitePage.revision, changedAt: sitePage.changedAt }).from(sitePage);
    },

    /** Every stored path with what it read, without the bodies. */
    async entries(): Promise<PageEntry[]> {
      return db.select({ path: sitePage.path, kind: sitePage.kind, reads: sitePage.reads }).from(sitePage);
    },

    /**
     * A build's pages, where the store has none or an older copy (content read before the build
     * read it): only those are read from disk. A stored page the build does not have and that is
     * older than it is gone. A page published since the build stays: the store never goes back.
     */
    async storeBuild(built: readonly BuiltPage[], builtAt: Date) {
      const before = new Map((await db.select({ path: sitePage.path, kind: sitePage.kind, contentAt: sitePage.contentAt }).from(sitePage)).map((row) => [row.path, row]));
      const older = built.filter(({ path }) => {
        const stored = before.get(path);
        return !stored || new Date(stored.contentAt) < builtAt;
      });
      for (let start = 0; start < older.length; start += ROWS_PER_INSERT) {
        await writePages(older.slice(start, start + ROWS_PER_INSERT).map((page) => page.load()), builtAt);
      }
      const inBuild = new Set(built.map(({ path }) => path));
      const removed = [...before.values()].filter((row) => row.kind !== 'gone' && !inBuild.has(row.path) && new Date(row.contentAt) < builtAt).map((row) => row.path);
      if (removed.length) await db.delete(sitePage).where(and(inArray(sitePage.path, removed), sql`${sitePage.contentAt} < ${builtAt.toISOString()}`));
      return { written: older.length, removed: removed.length };
    },

    /** Pages and files another build published after `since` (what this build renders again). */
    async publishedByOtherBuilds(buildId: string, since: Date): Promise<string[]> {
      const rows = await db
        .select({ path: sitePage.path })
        .from(sitePage)
        .where(and(sql`${sitePage.kind} <> 'gone'`, sql`${sitePage.buildId} <> ${buildId}`, sql`${sitePage.contentAt} > ${since.toISOString()}`));
      return rows.map((row) => row.path);
    },

    /** A change the CMS announced, kept until a batch publishes it. */
    async addChange(keys: readonly ContentKey[], why: string, paths: readonly string[] = []) {
      await db.insert(contentChange).values({ keys: [...keys], paths: [...paths], why });
    },

    async pendingChanges() {
      return db.select().from(contentChange).where(isNull(contentChange.batchId)).orderBy(contentChange.id);
    },

    /** The batch being rendered, if any: batches are published one after another. */
    async openBatch(): Promise<Batch | undefined> {
      const [row] = await db.select().from(publishBatch).where(isNull(publishBatch.committedAt)).orderBy(publishBatch.id).limit(1);
      return row && batchOf(row);
    },

    async batch(id: number): Promise<(Batch & { committed: boolean }) | undefined> {
      const [row] = await db.select().from(publishBatch).where(eq(publishBatch.id, id));
      return row && { ...batchOf(row), committed: row.committedAt !== null };
    },

    /** A batch for these changes, unless another is open (then null: it is published first). */
    async openBatchFor(changeIds: readonly number[], plan: Omit<Batch, 'id' | 'startedAt'>): Promise<Batch | null> {
      return db.transaction(async (tx) => {
        // One planner at a time, whichever instance: the open batch is looked for under the lock.
        await tx.execute(sql`lock table publish_batch in share row exclusive mode`);
        const [open] = await tx.select({ id: publishBatch.id }).from(publishBatch).where(isNull(publishBatch.committedAt)).limit(1);
        if (open) return null;
        const [row] = await tx.insert(publishBatch).values({ why: plan.why, urls: plan.urls, gone: plan.gone, dropped: plan.dropped, counts: plan.counts, contentAt: plan.contentAt }).returning();
        if (changeIds.length) await tx.update(contentChange).set({ batchId: row!.id }).where(and(inArray(contentChange.id, [...changeIds]), isNull(contentChange.batchId)));
        return batchOf(row!);
      });
    },

    /** Changes that needed no render: published as they are. */
    async dropChanges(changeIds: readonly number[]) {
      if (changeIds.length) await db.delete(contentChange).where(inArray(contentChange.id, [...changeIds]));
    },

    async isStaged(batchId: number, path: string): Promise<boolean> {
      const [row] = await db.select({ path: stagedPage.path }).from(stagedPage).where(and(eq(stagedPage.batchId, batchId), eq(stagedPage.path, path)));
      return row !== undefined;
    },

    async stagedPaths(batchId: number): Promise<Set<string>> {
      const rows = await db.select({ path: stagedPage.path }).from(stagedPage).where(eq(stagedPage.batchId, batchId));
      return new Set(rows.map((row) => row.path));
    },

    /**
     * One page of a batch, rendered (or kept as it was); when it is the batch's last, the batch
     * is committed in the same transaction and returned. The batch's row is locked meanwhile, so
     * two instances staging its last pages at once cannot each miss the other's.
     */
    async stage(batchId: number, path: string, write: PageWrite | null): Promise<Committed | null> {
      return db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select id from publish_batch where id = ${batchId} and committed_at is null for update`);
        if (locked.rows.length === 0) return null;
        if (write?.data) await tx.insert(sitePageData).values(write.data).onConflictDoNothing();
        await tx
          .insert(stagedPage)
          .values({ batchId, path, outcome: write ? 'rendered' : 'kept', kind: write?.kind ?? 'page', body: write?.body ?? '', contentType: write?.contentType ?? null, dataSrc: write?.data?.src ?? null, reads: write?.reads ?? [], facts: write?.facts ?? null, buildId: write?.buildId ?? '', fingerprint: write ? fingerprintOf(write) : null })
          .onConflictDoNothing();
        const [row] = await tx.select().from(publishBatch).where(eq(publishBatch.id, batchId));
        const batch = batchOf(row!);
        // Counted, not read: each page of a batch of thousands is staged by itself.
        const [{ staged }] = (await tx.execute(sql`select count(*)::int as staged from staged_page where batch_id = ${batchId}`)).rows as [{ staged: number }];
        if (staged < batch.urls.length) return null;
        const renderedPages = await tx.select({ path: stagedPage.path, reads: stagedPage.reads }).from(stagedPage).where(and(eq(stagedPage.batchId, batchId), eq(stagedPage.outcome, 'rendered')));
        const rendered = renderedPages.map((page) => page.path);
        const keys = [...new Set((await tx.select({ keys: contentChange.keys }).from(contentChange).where(eq(contentChange.batchId, batchId))).flatMap((change) => change.keys))];
        await tx.execute(sql`
          insert into site_page (path, kind, body, content_type, data_src, reads, facts, revision, build_id, content_at, fingerprint, changed_at)
          select path, kind, body, content_type, data_src, reads, facts, nextval('site_page_revision'), build_id, ${batch.contentAt.toISOString()}, fingerprint, ${batch.contentAt.toISOString()}
          from staged_page where batch_id = ${batchId} and outcome = 'rendered'
          on conflict (path) do update set kind = excluded.kind, body = excluded.body, content_type = excluded.content_type,
            data_src = excluded.data_src, reads = excluded.reads, facts = excluded.facts, revision = excluded.revision, build_id = excluded.build_id, content_at = excluded.content_at,
            changed_at = ${CHANGED_AT_KEPT}, fingerprint = excluded.fingerprint`);
        if (batch.gone.length) {
          await tx
            .update(sitePage)
            .set({ kind: 'gone', body: '', contentType: null, dataSrc: null, reads: [], facts: null, contentAt: batch.contentAt, revision: sql`nextval('site_page_revision')`, fingerprint: null, changedAt: batch.contentAt })
            .where(inArray(sitePage.path, batch.gone));
        }
        // Not marked gone: the source still has them. A copy made after this batch read the CMS is already current.
        if (batch.dropped.length) {
          await tx.delete(sitePage).where(and(inArray(sitePage.path, batch.dropped), eq(sitePage.kind, 'page'), sql`${sitePage.contentAt} < ${batch.contentAt.toISOString()}`));
        }
        await tx.delete(stagedPage).where(eq(stagedPage.batchId, batchId));
        await tx.update(publishBatch).set({ committedAt: sql`now()` }).where(eq(publishBatch.id, batchId));
        await tx.delete(contentChange).where(eq(contentChange.batchId, batchId));
        // Every instance reads the list of pages again (page-feed.ts), when this commits.
        await tx.execute(sql`select pg_notify(${PAGES_CHANNEL}, ${String(batchId)})`);
        // What the batches of the last week leave, and props files no page names any more.
        await tx.execute(sql`delete from publish_batch where committed_at < now() - interval '7 days'`);
        await tx.execute(sql`delete from site_page_data d where d.created_at < now() - make_interval(days => ${OLD_DATA_DAYS}) and not exists (select 1 from site_page p where p.data_src = d.src)`);
        return { batch, changed: [...rendered, ...batch.gone, ...batch.dropped], kept: staged - rendered.length, keys, reads: new Map(renderedPages.map((page) => [page.path, page.reads])) };
      });
    },
  };
}

export type PageStore = ReturnType<typeof pageStore>;
