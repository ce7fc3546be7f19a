// React's half of the islands: the entry (entry.client.tsx) imports it when an island is to be
// hydrated, so a page whose islands all wait for their starters loads no React.
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadIsland } from './registry.ts';

/** Calls back once the island's first render is committed and its effects have run. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Hydrates the island `name` in its box with the props it was prerendered with. */
export async function hydrateIsland(box: HTMLElement, name: string, props: object) {
  const { Component } = await loadIsland(name);
  await new Promise<void>((resolve) => {
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
