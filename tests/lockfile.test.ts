import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM script without types
import { LOCKS, missingPlatformEntries, platformOf } from '../scripts/lock-platform-entries.mjs';

describe.each(['', 'cms/'])('%spackage.json allowScripts', (folder) => {
  const { allowScripts } = JSON.parse(readFileSync(new URL(`../${folder}package.json`, import.meta.url), 'utf8')) as { allowScripts: Record<string, boolean> };
  const lock = JSON.parse(readFileSync(new URL(`../${folder}package-lock.json`, import.meta.url), 'utf8')) as { packages: Record<string, { version: string; hasInstallScript?: boolean }> };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path, entry]) => ({ name: path.split('node_modules/').pop()!, version: entry.version }));

  it('decides, for every package in the lock with an install script, whether it may run', () => {
    const undecided = withScripts.filter(({ name, version }) => allowScripts[`${name}@${version}`] === undefined && allowScripts[name] === undefined);
    expect(undecided, 'add each to allowScripts (docs/working-on-the-site.md, "Install scripts")').toEqual([]);
  });

  // A package whose lock entry says no install script may still be named: npm 11 asks for a
  // decision on any package that ships a binding.gyp (better-sqlite3 13 in cms/, denied: it brings
  // its binaries), which the lock does not record.
  const locked = Object.entries(lock.packages).map(([path, entry]) => ({ name: path.split('node_modules/').pop()!, version: entry.version }));
  it('names no package the lock no longer has', () => {
    const stale = Object.keys(allowScripts).filter((key) => !locked.some(({ name, version }) => key === name || key === `${name}@${version}`));
    expect(stale).toEqual([]);
  });
});

describe('package-lock.json and cms/package-lock.json', () => {
  it.each((LOCKS as URL[]).map((file) => [file.pathname.split('/').slice(-2).join('/'), file] as const))(
    '%s has an entry for every optional platform package, so `npm ci` accepts it',
    (_name, file) => {
      const lock = JSON.parse(readFileSync(file, 'utf8'));
      const missing = (missingPlatformEntries(lock) as [string][]).map(([path]) => path);
      expect(missing, 'run `node scripts/lock-platform-entries.mjs`').toEqual([]);
    },
  );

  it('reads os, cpu and libc from platform package names', () => {
    expect(platformOf('@swc/core-linux-arm-gnueabihf')).toEqual({ os: 'linux', cpu: 'arm', libc: 'glibc' });
    expect(platformOf('@unrs/resolver-binding-linux-riscv64-musl')).toEqual({ os: 'linux', cpu: 'riscv64', libc: 'musl' });
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: 'win32', cpu: 'ia32', libc: null });
    expect(platformOf('react')).toBeNull();
  });
});
