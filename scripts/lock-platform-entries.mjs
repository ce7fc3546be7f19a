#!/usr/bin/env node
// The npm registry this project installs from does not serve every platform build of some
// native packages (e.g. @swc/core-darwin-arm64). `npm install` skips those optional packages
// and leaves them out of package-lock.json, and `npm ci` then refuses the lock ("Missing: … from
// lock file"). This writes the entries npm would write with a full registry: name, version and
// the os/cpu/libc that make every other platform skip them. Run it after changing dependencies;
// tests/lockfile.test.ts fails while an entry is missing.
//   node scripts/lock-platform-entries.mjs          fix package-lock.json and cms/package-lock.json in place
//   node scripts/lock-platform-entries.mjs --check  exit 1 and list what is missing
import { readFileSync, writeFileSync } from 'node:fs';

/** The project's lock and the Strapi app's (cms/ installs from its own). */
export const LOCKS = [new URL('../package-lock.json', import.meta.url), new URL('../cms/package-lock.json', import.meta.url)];

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** os, cpu and libc from a platform package name such as `core-linux-arm-gnueabihf`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : null;
  return { os, cpu, libc };
}

/** Optional platform dependencies that the lock names but has no entry for. */
export function missingPlatformEntries(lock) {
  const missing = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = path === '' ? 'node_modules' : `${path}/node_modules`;
      const nested = `${base}/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (platform) missing.set(hoisted, { name, version, platform, dev: Boolean(entry.dev) });
    }
  }
  return [...missing.entries()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let incomplete = false;
  for (const file of LOCKS) {
    const name = file.pathname.split('/').slice(-2).join('/');
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    const missing = missingPlatformEntries(lock);
    if (process.argv.includes('--check')) {
      for (const [path] of missing) console.log(`${name}: missing ${path}`);
      incomplete ||= missing.length > 0;
      continue;
    }
    for (const [path, { version, platform, dev }] of missing) {
      lock.packages[path] = {
        version,
        ...(dev ? { dev: true } : {}),
        optional: true,
        os: [platform.os],
        cpu: [platform.cpu],
        ...(platform.libc ? { libc: [platform.libc] } : {}),
      };
    }
    lock.packages = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
    );
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`added ${missing.length} platform entries to ${name}`);
  }
  process.exit(incomplete ? 1 : 0);
}
