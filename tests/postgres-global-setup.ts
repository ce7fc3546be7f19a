// A PostgreSQL for the unit suite (issue 21): when TEST_DATABASE_URL is not set and the machine has
// PostgreSQL's server programs (Debian's postgresql package), a throwaway cluster is started on a
// loopback port, as the unprivileged `postgres` user when we are root, and removed afterwards.
// Without them the PostgreSQL tests skip and say so. TEST_POSTGRES=off skips it on purpose.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : null;
}

export default async function setup() {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES === 'off') return;
  const bin = postgresBin();
  if (!bin) {
    console.warn('PostgreSQL is not installed (apt install postgresql): its tests are skipped.');
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'lingo-postgres-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
}
