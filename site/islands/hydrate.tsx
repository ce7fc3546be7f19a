// React's half of the islands: the entry (entry.client.tsx) imports it when an island is to be
// hydrated, so a page whose islands all wait for their starters loads no React.
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandDefinition } from './island.tsx';

/** Calls back once the island's first render is committed and its effects have run. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Hydrates the island in its box with the props it was prerendered with. */
export function hydrateIsland(box: HTMLElement, { Component }: IslandDefinition<object>, props: object) {
  return new Promise<void>((resolve) => {
    // A transition: React hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of in one task. The Hydrated marker is rendered after the component,
    // so its effect runs after the component's.
    startTransition(() => {
      hydrateRoot(
        box,
        <StrictMode>
          <Component {...props} />
          <Hydrated onHydrated={resolve} />
        </StrictMode>,
      );
    });
  });
}
