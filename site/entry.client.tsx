// The browser's entry: starts the page's islands (islands/island.tsx), each with the props it was
// prerendered with. An island with a starter (islands/starter.ts) runs it and hydrates when the
// starter asks (or now, if the visitor pressed or typed in it before); any other hydrates now.
// Once those needed now have hydrated, it marks <html data-hydrated>. No React here: a page whose
// islands all wait loads none.
import { loadIsland, loadStarter } from './islands/registry.ts';
import { hasEarlyInput, replayEarlyInput } from './platform/early-input/early-input.ts';

// The server's style nonce (server/security.ts), for the <style> elements libraries insert at
// run time: react-aria reads the meta itself; Radix's scroll lock (get-nonce) reads this global.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

/** The page's props, one entry per island in document order (islands-pages.ts writes the file). */
async function pageProps(): Promise<object[]> {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  return src ? ((await import(/* @vite-ignore */ src)) as { default: object[] }).default : [];
}

/** Hydrates the island in `box` once, however often asked; then hands it what the visitor did to it before. */
function hydration(box: HTMLElement, props: object) {
  let hydrated: Promise<void> | undefined;
  return () =>
    // React's half and the island's chunk load side by side.
    (hydrated ??= Promise.all([import('./islands/hydrate.tsx'), loadIsland(box.dataset.island!)])
      .then(([{ hydrateIsland }, island]) => hydrateIsland(box, island, props))
      .then(() => {
        box.dataset.hydrated = 'true';
        replayEarlyInput(box);
      }));
}

async function startIslands() {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const props = await pageProps();
  if (props.length !== boxes.length) throw new Error(`${boxes.length} islands on the page, props for ${props.length}`);
  await Promise.all(
    boxes.map(async (box, index) => {
      const hydrate = hydration(box, props[index]!);
      const starter = await loadStarter(box.dataset.island!);
      let askedNow = false;
      starter?.start({
        box,
        props: props[index]!,
        hydrate: () => {
          askedNow = true;
          return hydrate();
        },
      });
      // The page is hydrated once the islands needed now are: those without a starter, those
      // whose starter asked at once, those the visitor already pressed or typed in.
      askedNow ||= !starter || hasEarlyInput(box);
      if (askedNow) await hydrate();
    }),
  );
  document.documentElement.dataset.hydrated = 'true';
}

void startIslands();
