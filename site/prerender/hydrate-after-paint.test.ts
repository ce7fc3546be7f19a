// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterPaint, INERT_SCRIPT_ID } from './hydrate-after-paint.ts';

const ROUTER_MODULE = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");';
const DATA = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");';
const CLOSE = 'window.__reactRouterContext.streamController.close();';
const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><script>window.a=1</script></head><body><main><p>Hello</p></main><script>window.__reactRouterContext = {};</script><script type="module" async="">${ROUTER_MODULE}</script><!--$--><script>${DATA}</script><script>${CLOSE}</script><!--/$--><script>window.b=2</script></body></html>`;

describe('hydrateAfterPaint', () => {
  it('takes the preloads out of <head>, the loader data out of the page, and keeps React Router’s module script verbatim but inert', () => {
    const { html, data } = hydrateAfterPaint(PAGE);
    expect(data).toEqual({ src: expect.stringMatching(/^\/assets\/page-data-[\w-]{12}\.js$/), code: `${DATA}\n${CLOSE}` });
    expect(html).not.toContain('streamController');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="text/plain" id="${INERT_SCRIPT_ID}">${ROUTER_MODULE}</script>`);
    // Everything else is where it was.
    expect(html).toContain('<main><p>Hello</p></main><script>window.__reactRouterContext = {};</script>');
    expect(html).toContain('<!--$--><!--/$--><script>window.b=2</script></body>');
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const page = '<html><head></head><body><p>Static</p></body></html>';
    expect(hydrateAfterPaint(page)).toEqual({ html: page, data: null });
  });

  it('starts the same modules after the second frame, in order, and only once', async () => {
    const { html, data } = hydrateAfterPaint(PAGE);
    const starter = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes(INERT_SCRIPT_ID))!;
    document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html><html>|<\/html>$/g, '').replace(/<script>window\.[ab]=\d<\/script>/g, '');
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      new Function(starter)();
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      expect(document.querySelector('script[type="module"]')).toBeNull();
      frames.shift()!(0);
      vi.advanceTimersByTime(0);
      // One frame is not enough: its paint may not be on screen yet.
      expect(document.querySelector('script[type="module"]')).toBeNull();
      frames.shift()!(0);
      vi.advanceTimersByTime(0);
      expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/root-1.js']);
      const module = document.querySelector('script[type="module"]') as HTMLScriptElement;
      expect(module.textContent).toBe(ROUTER_MODULE);
      expect(module.async).toBe(true);
      // The data is asked for at the same moment.
      expect(document.querySelector(`script[src="${data!.src}"]`)).not.toBeNull();
      expect(document.getElementById(INERT_SCRIPT_ID)).toBeNull();
      // The background-tab timeout does not start it twice.
      vi.advanceTimersByTime(1000);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('waits for the page’s fonts before counting frames', async () => {
    const { html } = hydrateAfterPaint(PAGE);
    const starter = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes(INERT_SCRIPT_ID))!;
    document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html><html>|<\/html>$/g, '');
    let fontsLoaded = () => {};
    const ready = new Promise<void>((resolve) => (fontsLoaded = resolve));
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    const frames: FrameRequestCallback[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      new Function(starter)();
      await vi.advanceTimersByTimeAsync(500);
      expect(frames).toHaveLength(0);
      fontsLoaded();
      await vi.advanceTimersByTimeAsync(0);
      frames.shift()!(0);
      frames.shift()!(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(document.querySelector('script[type="module"]')?.textContent).toBe(ROUTER_MODULE);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it('starts without frames (a background tab) after a second', () => {
    const { html } = hydrateAfterPaint(PAGE);
    const starter = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes(INERT_SCRIPT_ID))!;
    document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html><html>|<\/html>$/g, '');
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      new Function(starter)();
      vi.advanceTimersByTime(999);
      expect(document.querySelector('script[type="module"]')).toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.querySelector('script[type="module"]')?.textContent).toBe(ROUTER_MODULE);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
