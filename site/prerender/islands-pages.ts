// Run after the prerender (react-router.config.ts `buildEnd`) on every page of the client build:
// its islands' props leave the HTML for a script file of their own (named by a hash of its
// content, cached like any asset), and a small inline starter loads the browser's entry, the
// chunks of the islands this page has and that file once the first frame is on screen. A page
// costs its first paint nothing but its HTML; its JavaScript is what its islands need.
// Everything it relies on is checked: an island without its props, a props script that is not
// JSON, an island the build did not make a chunk for, a manifest without the entry: each stops
// the build with a message instead of shipping a page that never starts.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { INLINE_PROPS_ID } from '../islands/page-props.ts';
import { takePageReads } from './page-reads.tsx';

const ENTRY_SOURCE = 'site/entry.client.tsx';
const ISLAND_BOX = /<div[^>]*\sdata-island="([^"]+)"/g;
const ISLAND_PROPS = /<script type="application\/json" data-island-props="([^"]+)">([\s\S]*?)<\/script>/g;

/** The part of Vite's build manifest this step reads (`build.manifest`, vite.config.ts). */
export type Manifest = Record<string, { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** The files a chunk needs, its own first, then what it imports statically, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`islands: the build manifest has no chunk "${key}"`);
  if (chunk.css?.length) throw new Error(`islands: ${key} imports CSS files (${chunk.css.join(', ')}); the pages would not load them`);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/** The chunks of the entry and of each island, by island name (from its file's name). */
export function islandChunks(manifest: Manifest) {
  const entry = manifest[ENTRY_SOURCE];
  if (!entry) throw new Error(`islands: the build manifest has no ${ENTRY_SOURCE}`);
  // The entry imports each island, each starter and React's half on demand (islands/registry.ts,
  // entry.client.tsx); the bundler names their chunks after their files (`header.island`,
  // `header.starter`, `hydrate`), which the page's islands name.
  const chunksNamed = new Map<string, string>();
  for (const key of entry.dynamicImports ?? []) {
    const name = manifest[key]?.name;
    if (name) chunksNamed.set(name, key);
  }
  const hydrator = chunksNamed.get('hydrate');
  if (!hydrator) throw new Error('islands: no chunk for site/islands/hydrate.tsx among the entry\'s dynamic imports');
  const beyondEntry = (key: string) => closure(manifest, key, new Set([ENTRY_SOURCE]));
  return {
    entry: closure(manifest, ENTRY_SOURCE),
    /**
     * The files an island needs when the page starts, beyond the entry's: its starter's if it has
     * one (it hydrates later, when its starter asks), or React's half and its own.
     */
    island(name: string) {
      const starter = chunksNamed.get(`${name}.starter`);
      if (starter) return beyondEntry(starter);
      const island = chunksNamed.get(`${name}.island`);
      if (!island) throw new Error(`islands: no chunk for the island "${name}" (site/**/${name}.island.tsx)`);
      return [...beyondEntry(hydrator), ...beyondEntry(island)];
    },
  };
}

/**
 * After DOMContentLoaded and the page's fonts, the first contentful paint as the browser reports it
 * (after the frame is on screen), one frame more, then a task: by then the page's text is on screen
 * in its own font, and the scripts do not share the network with what that paint needed (started a
 * frame earlier, they did: Lighthouse then counted them as delaying it, 1.11× the floor on /uk/).
 * Without paint timing: two frames. A page opened in a background tab gets no frames: the timeout
 * starts it there (once), as it does if a font hangs.
 */
// Written short by hand: it is in the HTML of every page, whose bytes are budgeted.
const starter = (preloads: readonly string[], entry: string, data: string) =>
  `(function(){var d=document,s=0;function go(){if(s)return;s=1;var g=d.createDocumentFragment();${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;g.appendChild(l)});d.head.appendChild(g);var x=d.createElement('script');x.type='module';x.src=${JSON.stringify(entry)};x.setAttribute('data-islands',${JSON.stringify(data)});d.body.appendChild(x)}function f(){requestAnimationFrame(function(){setTimeout(go,0)})}function p(){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(f);new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint',buffered:true})}function k(){setTimeout(go,1000);if(d.fonts)d.fonts.ready.then(p,p);else p()}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',k);else k()})();`;

export interface IslandsPage {
  html: string;
  /** The islands' props as a module: where the page asks for it, and its text. */
  data: { src: string; code: string } | null;
}

/**
 * The page with its islands' props moved out and its starter in; unchanged if it has no island.
 * A preview (`inline`) keeps its props in the page, in one JSON block: a draft never gets a file
 * of its own under /assets/, which is public and cached for a year (issue #41).
 */
export function islandsPage(html: string, chunks: ReturnType<typeof islandChunks>, { inline = false } = {}): IslandsPage {
  const boxes = [...html.matchAll(ISLAND_BOX)].map((match) => match[1]!);
  const props = [...html.matchAll(ISLAND_PROPS)];
  const names = props.map((match) => match[1]!);
  if (boxes.join() !== names.join()) throw new Error(`islands: boxes [${boxes.join(', ')}] but props for [${names.join(', ')}]`);
  if (boxes.length === 0) return { html, data: null };
  const values = props.map((match) => {
    try {
      return JSON.parse(match[2]!) as unknown;
    } catch (error) {
      throw new Error(`islands: the props of "${match[1]}" are not JSON: ${String(error)}`);
    }
  });
  const withoutProps = html.replace(ISLAND_PROPS, '');
  if (!withoutProps.includes('</body>')) throw new Error('islands: a page without </body>');
  const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(values))});\n`;
  const src = inline ? `#${INLINE_PROPS_ID}` : `/assets/page-data-${createHash('sha256').update(code).digest('base64url').slice(0, 12)}.js`;
  const preloads = [...new Set([...chunks.entry, ...names.flatMap((name) => chunks.island(name)), ...(inline ? [] : [src])])];
  // `<` escaped: no text of a prop can close the block.
  const propsBlock = inline ? `<script type="application/json" id="${INLINE_PROPS_ID}">${JSON.stringify(values).replace(/</g, '\\u003c')}</script>` : '';
  const page = withoutProps.replace('</body>', () => `${propsBlock}<script>${starter(preloads, chunks.entry[0]!, src)}</script></body>`);
  return { html: page, data: inline ? null : { src, code } };
}

/**
 * The chunks of `npm run dev` (server/dev.ts), where nothing is bundled: the entry is its source,
 * and Vite serves it and every island it imports when the browser asks.
 */
export const SOURCE_CHUNKS: ReturnType<typeof islandChunks> = { entry: [`/${ENTRY_SOURCE}`], island: () => [] };

/** Where the server finds, in React Router's server build, what it needs to finish a page it renders again (server/live/). */
export const LIVE_FILES = { manifest: 'client-manifest.json', pageReads: 'page-reads.json', buildInfo: 'build-info.json' } as const;

/**
 * Rewrites every prerendered page under `root` (the client build), writes their props files and
 * removes what nothing asks for (React Router's `.data` files); the build manifest and what each
 * page read of the CMS (page-reads.tsx) go to `serverDir` for the server. Returns how many pages
 * have islands.
 */
export function islandsPagesIn(root: string, serverDir: string): number {
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest = readFileSync(manifestPath, 'utf8');
  const chunks = islandChunks(JSON.parse(manifest) as Manifest);
  const reads: Record<string, string[]> = {};
  const rewrite = (directory: string): number =>
    readdirSync(directory).reduce((count, entry) => {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) return entry === 'assets' || entry === '.vite' ? count : count + rewrite(path);
      // React Router's loader data for client navigation: with no client router, nothing asks for it.
      if (entry.endsWith('.data')) {
        rmSync(path);
        return count;
      }
      if (!entry.endsWith('.html')) return count;
      const taken = takePageReads(readFileSync(path, 'utf8'));
      if (entry === 'index.html') reads[`/${relative(root, directory).split(sep).join('/')}`.replace(/^\/$/, '') || '/'] = taken.reads;
      const page = islandsPage(taken.html, chunks);
      if (page.data) writeFileSync(join(root, page.data.src), page.data.code);
      writeFileSync(path, page.html);
      return count + (page.data ? 1 : 0);
    }, 0);
  const pages = rewrite(root);
  if (pages === 0) throw new Error('islands: no page has an island; the markup islands-pages.ts looks for has changed');
  writeFileSync(join(serverDir, LIVE_FILES.manifest), manifest);
  writeFileSync(join(serverDir, LIVE_FILES.pageReads), JSON.stringify(reads));
  // Which build this is, and when it began to read the CMS (the build process's start, before any
  // read): the server's page store keeps a page published after it over the build's copy (server/live/).
  const buildInfo = { id: createHash('sha256').update(manifest).digest('hex').slice(0, 16), contentReadAt: new Date(performance.timeOrigin).toISOString() };
  writeFileSync(join(serverDir, LIVE_FILES.buildInfo), JSON.stringify(buildInfo));
  rmSync(join(root, '.vite'), { recursive: true, force: true });
  return pages;
}
