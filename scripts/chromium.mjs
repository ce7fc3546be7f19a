// The one place that says which Chromium every browser use in this repo runs: the story gate,
// the gate proof, contact sheets, end-to-end tests, Lighthouse (issue #7).
//
// `CHROME_PATH` wins when set. Otherwise the browser is the Chromium inside the npm package
// @sparticuz/chromium, pinned exactly in package.json, so `npm ci` brings the same build to any
// Linux x64 machine and the snapshot baselines belong to the lockfile, not to the operating
// system's package manager. Only the package's compressed files are used, not its JavaScript:
// its own unpacker writes to a shared /tmp/chromium without checking the version, so an older
// unpacked browser would silently win after an upgrade. Here each version unpacks into its own
// directory under node_modules/.cache, once (about 3 s), atomically: two processes may race.
//
//   node scripts/chromium.mjs            prints the executable's path (for CHROME_PATH=…)
//   node scripts/chromium.mjs --version  prints the browser version
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');

/** Flags for every launch: no network chatter, no GPU, colours and fonts that do not vary. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Chromium re-rasters only the invalidated part of a tile when it can ("partial raster").
  // Which parts those are depends on how many frames ran, so on machine load; a shape cut by
  // such a boundary anti-aliases differently (measured: 2 pixels of a round button's edge in
  // 3 of 8 loaded runs, 0 of 20 with this flag). Every screenshot is a full raster instead.
  '--disable-partial-raster',
];

function pinnedPackage() {
  const dir = join(root, 'node_modules', '@sparticuz', 'chromium');
  if (!existsSync(dir)) throw new Error('@sparticuz/chromium is not installed: run `npm ci` (or set CHROME_PATH)');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return { version, bin: join(dir, 'bin') };
}

/**
 * A launcher script beside the unpacked browser, so any tool that takes an executable path
 * (Playwright, Lighthouse) launches it unchanged. It uses the package's own shared libraries
 * (NSS, built for Amazon Linux, which run on any glibc Linux) and a fontconfig that sees only
 * fonts pinned by the lockfile: DejaVu, the usual Linux fallback, for the characters our
 * bundled web fonts lack (✦, arrows), whatever the machine has installed.
 */
const LAUNCHER = `#!/bin/sh
dir=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
export LD_LIBRARY_PATH="$dir/al2023/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export FONTCONFIG_FILE="$dir/fonts.conf"
exec "$dir/chromium" "$@"
`;

const alias = (generic, family) => `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
const FONTCONFIG = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir prefix="relative">../../dejavu-fonts-ttf/ttf</dir>
${alias('sans-serif', 'DejaVu Sans')}
${alias('serif', 'DejaVu Serif')}
${alias('monospace', 'DejaVu Sans Mono')}
</fontconfig>
`;

function unpack(bin, dir) {
  const staging = `${dir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    writeFileSync(join(staging, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))));
    chmodSync(join(staging, 'chromium'), 0o755);
    mkdirSync(join(staging, 'al2023'));
    const tar = spawnSync('tar', ['-x', '-C', join(staging, 'al2023')], {
      input: brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))),
    });
    if (tar.status !== 0) throw new Error(`tar failed on al2023.tar.br: ${tar.stderr}`);
    writeFileSync(join(staging, 'fonts.conf'), FONTCONFIG);
    writeFileSync(join(staging, 'launch.sh'), LAUNCHER, { mode: 0o755 });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process finished the same unpacking first: its copy is as good as ours.
    if (!existsSync(join(dir, 'launch.sh'))) throw error;
  }
}

let resolved;

/** Absolute path of the browser to launch: CHROME_PATH, or the pinned one (unpacked on first use). */
export function chromiumExecutable() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (resolved) return resolved;
  const { version, bin } = pinnedPackage();
  // Keyed by what it unpacks and writes, so a new version or launcher never reuses an old one.
  const key = createHash('sha256').update(`${version}\n${LAUNCHER}\n${FONTCONFIG}`).digest('hex').slice(0, 8);
  const dir = join(root, 'node_modules', '.cache', `sparticuz-chromium-${version}-${key}`);
  if (!existsSync(join(dir, 'launch.sh'))) unpack(bin, dir);
  resolved = join(dir, 'launch.sh');
  return resolved;
}

/** The running browser's own word, e.g. "Chromium 153.0.8010.0". */
export function chromiumVersion(executable = chromiumExecutable()) {
  return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** Launch options for playwright-core / jest-playwright. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), headless: true, args: CHROMIUM_ARGS };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(process.argv.includes('--version') ? chromiumVersion() : chromiumExecutable());
}
