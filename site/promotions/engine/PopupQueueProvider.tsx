import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { watchDialogs } from '../../platform/dialogs.ts';
import { createPopupQueue, type PopupQueue, type PopupQueueState } from './queue.ts';

const PopupQueueContext = createContext<PopupQueue | null>(null);

export const OUTSIDE_PROVIDER_MESSAGE = 'usePopupQueue must be used inside <PopupQueueProvider>: the popup queue belongs to the provider that created it.';

/**
 * Owns one popup queue. It empties the queue when `routeKey` (the page's path) changes, and holds
 * it while a shell dialog (cookie consent) is open, resuming when that dialog closes.
 */
export function PopupQueueProvider({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const [queue] = useState(createPopupQueue);
  const shownFor = useRef(routeKey);

  useEffect(() => {
    if (shownFor.current === routeKey) return;
    shownFor.current = routeKey;
    queue.getState().clear();
  }, [queue, routeKey]);

  useEffect(() => watchDialogs((anyOpen) => queue.getState().setBlocked(anyOpen)), [queue]);

  return <PopupQueueContext.Provider value={queue}>{children}</PopupQueueContext.Provider>;
}

/** Reads the queue of the nearest provider; outside one it throws (spec §8). */
export function usePopupQueue<T>(selector: (state: PopupQueueState) => T): T {
  const queue = useContext(PopupQueueContext);
  if (!queue) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return useStore(queue, selector);
}
