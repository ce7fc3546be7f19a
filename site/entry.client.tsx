// The browser's entry: hydrates the page's islands (islands/island.tsx), each with its own
// component and the props it was prerendered with, then marks <html data-hydrated> and hands over
// what the visitor did before (platform/early-input).
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadIsland } from './islands/registry.ts';
import { replayEarlyInput } from './platform/early-input/early-input.ts';

// The server's style nonce (server/security.ts), for the <style> elements libraries insert at
// run time: react-aria reads the meta itself; Radix's scroll lock (get-nonce) reads this global.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

/** Calls back once the island's first render is committed and its effects have run. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** The page's props, one entry per island in document order (islands-pages.ts writes the file). */
async function pageProps(): Promise<object[]> {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  return src ? ((await import(/* @vite-ignore */ src)) as { default: object[] }).default : [];
}

async function hydrateIslands() {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const props = await pageProps();
  if (props.length !== boxes.length) throw new Error(`${boxes.length} islands on the page, props for ${props.length}`);
  await Promise.all(
    boxes.map(async (box, index) => {
      const { Component } = await loadIsland(box.dataset.island!);
      await new Promise<void>((resolve) => {
        // A transition: React hydrates in slices of a few milliseconds, yielding to the browser
        // between them, instead of in one task. The Hydrated marker is rendered after the
        // component, so its effect runs after the component's.
        startTransition(() => {
          hydrateRoot(
            box,
            <StrictMode>
              <Component {...props[index]!} />
              <Hydrated onHydrated={resolve} />
            </StrictMode>,
          );
        });
      });
    }),
  );
  document.documentElement.dataset.hydrated = 'true';
  replayEarlyInput();
}

void hydrateIslands();
