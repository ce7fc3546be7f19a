// Run after the prerender (react-router.config.ts `buildEnd`): a page costs its first paint
// nothing but its HTML. As React Router writes it, a page names ~160 KiB of module preloads in
// <head>, a module script that imports the route modules at once, and inlines the loader data
// hydration reads (~30 KB, 6.5 KB gzip: the header's and footer's links, the page's promotions).
// On a slow phone the scripts share the connection with the page's font, and the data pushes the
// HTML past the first round trip (Lighthouse mobile: LCP 1.6–1.9× the same page without scripts).
// Here the preloads leave <head>, the data moves to a script file of its own (named by a hash of
// its content, cached like any asset), React Router's module script is kept verbatim but inert
// (`type="text/plain"`), and a small script starts all three once the first frame is on screen:
// the same modules in the same order, two frames later. Hydration waits for the data (it reads a stream),
// then finds exactly the DOM it expects. The inert script's text is the one the browser will
// run, so the page's CSP hash of it (server/security.ts) still allows it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const DATA_SCRIPT = /<script>(window\.__reactRouterContext\.streamController\.(?:enqueue|close)\([\s\S]*?)<\/script>/g;
export const INERT_SCRIPT_ID = 'hydrate-after-paint';

/**
 * After DOMContentLoaded and the page's fonts, two frames, then a task: by then the page's text is
 * on screen in its own font (after one frame it may still be on its way, and a font swap paints
 * the text again: Lighthouse then counted the scripts as delaying the paint). A page opened in a
 * background tab gets no frames: the timeout starts it there (once), as it does if a font hangs.
 */
// Written short by hand: it is in the HTML of every page, whose bytes are budgeted.
const startScript = (preloads: readonly string[], data: string | null) =>
  `(function(){var d=document,s=0;function go(){if(s)return;s=1;${data ? `var e=d.createElement('script');e.src=${JSON.stringify(data)};d.body.appendChild(e);` : ''}${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var i=d.getElementById('${INERT_SCRIPT_ID}'),x=d.createElement('script');x.type='module';x.async=true;x.textContent=i.textContent;i.replaceWith(x)}function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}function k(){setTimeout(go,1000);if(d.fonts)d.fonts.ready.then(f,f);else f()}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',k);else k()})();`;

export interface DeferredPage {
  html: string;
  /** The loader data as a script file: where the page will ask for it, and its text. */
  data: { src: string; code: string } | null;
}

/** The page with its scripts and data deferred to after the first paint; unchanged if it has none. */
export function hydrateAfterPaint(html: string): DeferredPage {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return { html, data: null };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const code = [...html.matchAll(DATA_SCRIPT)].map((match) => match[1]!).join('\n');
  const data = code ? { src: `/assets/page-data-${createHash('sha256').update(code).digest('base64url').slice(0, 12)}.js`, code } : null;
  const inert = `<script type="text/plain" id="${INERT_SCRIPT_ID}">${routerScript[1]}</script><script>${startScript(preloads, data?.src ?? null)}</script>`;
  return { html: html.replace(MODULE_PRELOAD, '').replace(DATA_SCRIPT, '').replace(routerScript[0], () => inert), data };
}

/** Rewrites every prerendered page under `root` (the client build) and writes their data files; returns how many pages changed. */
export function hydrateAfterPaintIn(root: string, directory = root): number {
  let changed = 0;
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'assets') changed += hydrateAfterPaintIn(root, path);
    } else if (entry.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      const page = hydrateAfterPaint(html);
      if (page.html === html) continue;
      if (page.data) writeFileSync(join(root, page.data.src), page.data.code);
      writeFileSync(path, page.html);
      changed += 1;
    }
  }
  return changed;
}
