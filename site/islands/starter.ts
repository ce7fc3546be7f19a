// An island's starter: what an island does before, or instead of, hydrating. An island with a
// `<name>.starter.ts` beside its `<name>.island.tsx` is not hydrated when the page starts: its
// starter runs (plain script, no React) and calls `hydrate` when the island is needed. Until then
// the island is its HTML, and a tap on one of its buttons is held and replayed once it has
// hydrated (platform/early-input). An island without a starter hydrates as soon as the page starts.
import { CONTENT_STALE_TIME_MS } from '../../domain/constants.ts';

export interface StarterContext<Props> {
  /** The island's box (`[data-island]`); hydration does not own its attributes. */
  box: HTMLElement;
  /** The props the island was prerendered with. */
  props: Props;
  /** Loads React and the island and hydrates it, once; resolves when it is hydrated. */
  hydrate: () => Promise<void>;
}

export interface StarterDefinition<Props extends object> {
  readonly name: string;
  readonly start: (context: StarterContext<Props>) => void;
}

/** The default export of every `*.starter.ts`. */
export const defineStarter = <Props extends object>(name: string, start: (context: StarterContext<Props>) => void): StarterDefinition<Props> => ({ name, start });

/** The first sign the visitor is about to use the island: a pointer over it or down in it, focus in it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Hydrates the island at the visitor's first sign of using it (a tap on it is held until then), or
 * now if focus is in it already (a pointer resting where the island appeared is no such sign).
 */
export function hydrateOnIntent(box: HTMLElement, hydrate: () => Promise<void>) {
  const onIntent = () => {
    for (const type of INTENT_EVENTS) box.removeEventListener(type, onIntent);
    void hydrate();
  };
  if (box.matches(':focus-within')) return onIntent();
  for (const type of INTENT_EVENTS) box.addEventListener(type, onIntent, { passive: true });
}

/** Content fetched at `builtAt` is past its 24 h (spec §9): the island must refresh it. */
export const isStale = (builtAt: number, now = Date.now()) => now - builtAt >= CONTENT_STALE_TIME_MS;
