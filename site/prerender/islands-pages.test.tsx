// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defineIsland, Island } from '../islands/island.tsx';
import { islandChunks, islandsPage, islandsPagesIn, LIVE_FILES, type Manifest } from './islands-pages.ts';

const MANIFEST: Manifest = {
  'site/entry.client.tsx': {
    file: 'assets/entry-1.js',
    src: 'site/entry.client.tsx',
    imports: ['_registry-1.js'],
    dynamicImports: ['_hydrate-1.js', '_greeting.island-1.js', '_counter.island-1.js', '_counter.starter-1.js'],
  },
  '_registry-1.js': { file: 'assets/registry-1.js' },
  '_hydrate-1.js': { file: 'assets/hydrate-1.js', name: 'hydrate', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_greeting.island-1.js': { file: 'assets/greeting.island-1.js', name: 'greeting.island', imports: ['_react-1.js', '_text-1.js'] },
  // The counter has a starter: the page starts it, and it hydrates the island later.
  '_counter.island-1.js': { file: 'assets/counter.island-1.js', name: 'counter.island', imports: ['_react-1.js'] },
  '_counter.starter-1.js': { file: 'assets/counter.starter-1.js', name: 'counter.starter', imports: ['_text-1.js'] },
  '_text-1.js': { file: 'assets/text-1.js' },
};

const greeting = defineIsland('greeting', ({ name }: { name: string }) => <p>Hello, {name}</p>);
const counter = defineIsland('counter', ({ start }: { start: number }) => <button type="button">{start}</button>);

/** A page as the prerender writes it, with real <Island> markup. */
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><main>${body}</main></body></html>`;
const PAGE = page(
  renderToStaticMarkup(
    <>
      <Island island={greeting} props={{ name: '</script><script>alert(1)</script>' }} />
      <p>Static text</p>
      <Island island={counter} props={{ start: 3 }} />
    </>,
  ),
);

const dataOf = (code: string) => JSON.parse(JSON.parse(/^export default JSON\.parse\((.*)\);\n$/.exec(code)![1]!)) as unknown;

describe('islandsPage', () => {
  it('moves the props of each island out of the page, in document order, and keeps the boxes and the rest', () => {
    const { html, data } = islandsPage(PAGE, islandChunks(MANIFEST));
    expect(data!.src).toMatch(/^\/assets\/page-data-[\w-]{12}\.js$/);
    expect(dataOf(data!.code)).toEqual([{ name: '</script><script>alert(1)</script>' }, { start: 3 }]);
    expect(html).not.toContain('data-island-props');
    // The island's own text is escaped by React; its props never reach the HTML.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<div data-island="greeting"[^>]*><p>Hello, &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p><\/div><p>Static text<\/p><div data-island="counter"[^>]*><button/);
  });

  const preloadsOf = (html: string) => {
    const starter = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    return JSON.parse(/(\[[^\]]*\])\.forEach/.exec(starter)![1]!) as string[];
  };

  it('names, for after the first paint, the entry, React and the chunks of each island that hydrates at once, the starter of one that waits, each once, and the props file', () => {
    const { html, data } = islandsPage(PAGE, islandChunks(MANIFEST));
    expect(preloadsOf(html)).toEqual([
      '/assets/entry-1.js',
      '/assets/registry-1.js',
      '/assets/hydrate-1.js',
      '/assets/react-1.js',
      '/assets/greeting.island-1.js',
      '/assets/text-1.js',
      '/assets/counter.starter-1.js',
      data!.src,
    ]);
  });

  it('names no React on a page whose islands all wait for their starters', () => {
    const { html, data } = islandsPage(page(renderToStaticMarkup(<Island island={counter} props={{ start: 1 }} />)), islandChunks(MANIFEST));
    expect(preloadsOf(html)).toEqual(['/assets/entry-1.js', '/assets/registry-1.js', '/assets/counter.starter-1.js', '/assets/text-1.js', data!.src]);
  });

  it("keeps a preview's props in the page, escaped, and names no props file", () => {
    const { html, data } = islandsPage(PAGE, islandChunks(MANIFEST), { inline: true });
    expect(data).toBeNull();
    expect(html).not.toContain('/assets/page-data-');
    expect(html).not.toContain('data-island-props');
    const block = /<script type="application\/json" id="page-props">(.*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual([{ name: '</script><script>alert(1)</script>' }, { start: 3 }]);
    expect(preloadsOf(html).some((file) => file.includes('page-props'))).toBe(false);
    // The starter names the block, which the entry reads (site/islands/page-props.ts).
    expect(html).toContain(`setAttribute('data-islands',"#page-props")`);
  });

  it('leaves a page without islands as it is', () => {
    const html = page('<p>Static</p>');
    expect(islandsPage(html, islandChunks(MANIFEST))).toEqual({ html, data: null });
  });

  it('stops the build on what it cannot trust', () => {
    const chunks = islandChunks(MANIFEST);
    expect(() => islandsPage(PAGE.replace(/<script type="application\/json" data-island-props="counter">.*?<\/script>/, ''), chunks)).toThrow(
      'islands: boxes [greeting, counter] but props for [greeting]',
    );
    expect(() => islandsPage(PAGE.replace('{"start":3}', '{start:3}'), chunks)).toThrow('the props of "counter" are not JSON');
    const other = renderToStaticMarkup(<Island island={defineIsland('menu', () => null)} props={{}} />);
    expect(() => islandsPage(page(other), chunks)).toThrow('no chunk for the island "menu"');
    expect(() => islandChunks({})).toThrow('the build manifest has no site/entry.client.tsx');
    const { '_hydrate-1.js': _hydrate, ...withoutReact } = MANIFEST;
    const entry = MANIFEST['site/entry.client.tsx']!;
    expect(() => islandChunks({ ...withoutReact, [entry.src!]: { ...entry, dynamicImports: entry.dynamicImports!.slice(1) } })).toThrow('no chunk for site/islands/hydrate.tsx');
    expect(() => islandsPage(PAGE, islandChunks({ ...MANIFEST, '_react-1.js': { file: 'assets/react-1.js', css: ['assets/a.css'] } }))).toThrow('imports CSS files');
  });
});

describe('the starter', () => {
  it('loads the islands after the fonts and the first contentful paint as reported, one frame and a task later, once', async () => {
    const { html } = islandsPage(PAGE, islandChunks(MANIFEST));
    const starter = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    const frames: FrameRequestCallback[] = [];
    const observers: { report: (names: string[]) => void; disconnected: boolean; options?: unknown }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakeObserver) => void) {
        const self = { report: (names: string[]) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this), disconnected: false, options: undefined as unknown };
        observers.push(self);
        this.disconnect = () => void (self.disconnected = true);
        this.observe = (options) => void (self.options = options);
      }
      disconnect: () => void;
      observe: (options: unknown) => void;
    }
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      new Function(starter)();
      await Promise.resolve(); // document.fonts.ready
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
      observers[0]!.report(['first-paint']);
      expect(frames).toHaveLength(0);
      observers[0]!.report(['first-contentful-paint']);
      expect(observers[0]!.disconnected).toBe(true);
      frames.shift()!(0);
      expect(document.querySelector('script[type="module"]')).toBeNull();
      vi.advanceTimersByTime(0);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
      vi.advanceTimersByTime(1000);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      document.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((element) => element.remove());
    }
  });

  it('without paint timing: after the fonts and two frames, once', async () => {
    const { html } = islandsPage(PAGE, islandChunks(MANIFEST));
    const starter = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('PerformanceObserver', undefined);
    try {
      new Function(starter)();
      await Promise.resolve(); // document.fonts.ready
      expect(document.querySelector('script[type="module"]')).toBeNull();
      frames.shift()!(0);
      frames.shift()!(0);
      expect(document.querySelector('script[type="module"]')).toBeNull();
      vi.advanceTimersByTime(0);
      const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"]');
      expect([...scripts].map((script) => [script.getAttribute('src'), script.dataset.islands])).toEqual([['/assets/entry-1.js', expect.stringMatching(/^\/assets\/page-data-/)]]);
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(8);
      vi.advanceTimersByTime(1000); // the background-tab timeout finds it started
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('islandsPagesIn', () => {
  function build(pages: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'islands-'));
    mkdirSync(join(root, '.vite'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(join(root, path), { recursive: true });
      writeFileSync(join(root, path, 'index.html'), html);
    }
    return root;
  }

  const serverDir = () => mkdtempSync(join(tmpdir(), 'server-'));
  const withReads = (html: string, reads: string[]) => html.replace('</body>', `<script type="application/json" data-page-reads="">${JSON.stringify(reads)}</script></body>`);

  it('rewrites every page with islands, writes their props files and removes the manifest and the loader data files', () => {
    const root = build({ '': PAGE, faq: PAGE, plain: page('<p>x</p>') });
    writeFileSync(join(root, 'faq.data'), '[]');
    expect(islandsPagesIn(root, serverDir())).toBe(2);
    expect(readdirSync(root).sort()).toEqual(['assets', 'faq', 'index.html', 'plain']);
    const [data] = readdirSync(join(root, 'assets'));
    expect(readFileSync(join(root, 'faq', 'index.html'), 'utf8')).toContain(`/assets/${data}`);
  });

  it("gives the server the manifest and what each page read of the CMS, taken out of the pages", () => {
    const root = build({ '': withReads(PAGE, ['footer@en', 'header@en']), 'uk/faq': withReads(PAGE, ['page@uk:/faq']), plain: page('<p>x</p>') });
    const server = serverDir();
    islandsPagesIn(root, server);
    expect(JSON.parse(readFileSync(join(server, LIVE_FILES.pageReads), 'utf8'))).toEqual({ '/': ['footer@en', 'header@en'], '/uk/faq': ['page@uk:/faq'], '/plain': [] });
    expect(JSON.parse(readFileSync(join(server, LIVE_FILES.manifest), 'utf8'))).toEqual(MANIFEST);
    expect(readFileSync(join(root, 'uk', 'faq', 'index.html'), 'utf8')).not.toContain('data-page-reads');
  });

  it('fails the build when no page has an island (the markup it looks for has changed)', () => {
    expect(() => islandsPagesIn(build({ '': page('<p>x</p>') }), serverDir())).toThrow('no page has an island');
  });
});
