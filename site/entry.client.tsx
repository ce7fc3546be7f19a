// The browser's entry: starts the page's islands (islands/island.tsx), each with the props it was
// prerendered with. An island with a starter (islands/starter.ts) runs it and hydrates when the
// starter asks (or now, if the visitor pressed or typed in it before); any other hydrates now.
// Once those needed now have hydrated, it marks <html data-hydrated>. No React here: a page whose
// islands all wait loads none.
import { CSP_NONCE_NAME } from '../domain/constants.ts';
import { pageProps } from './islands/page-props.ts';
import { loadTagManager } from './platform/analytics/tag-manager.ts';
import { loadIsland, loadStarter } from './islands/registry.ts';
import { hasEarlyInput, replayEarlyInput } from './platform/early-input/early-input.ts';
import { afterLoad } from './platform/after-load.ts';

// The response's style nonce, which comes in a Server-Timing entry rather than in the page
// (server/security.ts), for the <style> elements libraries insert at run time: react-aria reads it
// from a meta, the scroll lock's fallback (platform/style-singleton.ts) from this global.
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const nonce = navigation?.serverTiming?.find((entry) => entry.name === CSP_NONCE_NAME)?.description;
if (nonce) {
  (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
  document.head.append(Object.assign(document.createElement('meta'), { name: CSP_NONCE_NAME, content: nonce }));
}
loadTagManager(nonce);

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

// Field speed (issue 65), once the page is loaded and the browser idle: out of the first load.
afterLoad(() => void import('./platform/analytics/field-speed.ts').then(({ startFieldSpeed }) => startFieldSpeed()));

// The promotions' "why shown, why not" panel: its code only for a page opened with ?debug=promotions,
// and for every preview from the CMS (where the editor simulates the visitor and the clock).
if (document.documentElement.hasAttribute('data-preview') || new URLSearchParams(window.location.search).get('debug') === 'promotions') void import('./promotions/debug/start.tsx').then((debug) => debug.startPromotionsDebug());
