// A throwaway PostgreSQL cluster on a loopback port, from the machine's own server programs
// (Debian's postgresql package), as the unprivileged `postgres` user when we are root. For the
// unit suite (tests/postgres-global-setup.ts) and the Strapi contract run (contract-strapi.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/** The newest installed PostgreSQL's bin directory, or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : null;
}

/**
 * Starts a cluster; `url` is its `postgres` database as the `postgres` user, `stop()` removes it.
 * Tests run it without fsync (nothing of theirs outlives the run); a benchmark asks for fsync.
 */
export async function startPostgres(bin = postgresBin(), { fsync = false } = {}) {
  if (!bin) throw new Error('PostgreSQL is not installed (apt install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'lingo-postgres-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program, args) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
