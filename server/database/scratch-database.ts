// A test's own embedded database, in a directory of its own, opened before its tests and removed
// after them (vitest's globals): `const database = scratchDatabase('lingo-classes-')`, then `database()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDatabase } from './index.ts';

export function scratchDatabase(prefix: string): () => OpenDatabase {
  let dir = '';
  let database: OpenDatabase | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    database = await openDatabase({ dataDir: join(dir, 'pglite') });
  }, 30_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => database!;
}
