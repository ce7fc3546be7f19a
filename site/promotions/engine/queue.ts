// The popup queue (spec §4 "Popup queue"): pending calls-to-action, one current at a time, the
// next taken when none is current, duplicates ignored, cleared on route change. A store per
// provider (zustand vanilla), never a module singleton: two providers, two queues.
import { createStore } from 'zustand/vanilla';

export interface PopupQueueState {
  /** Waiting, oldest first. */
  pending: readonly string[];
  /** The popup on screen, if any. */
  current: string | null;
  /** Another dialog (cookie consent) is open: nothing opens until it closes. */
  blocked: boolean;
  /** Queues `id` unless it is already current or pending. */
  enqueue(id: string): void;
  /** The current popup closed: the next one (if any) becomes current. */
  close(): void;
  /** Forgets everything (a new page). */
  clear(): void;
  setBlocked(blocked: boolean): void;
}

type Queue = Pick<PopupQueueState, 'pending' | 'current' | 'blocked'>;

/** Takes the next pending popup when none is current and nothing blocks. */
function advance<T extends Queue>(state: T): T {
  if (state.current !== null || state.blocked || state.pending.length === 0) return state;
  const [next, ...rest] = state.pending;
  return { ...state, current: next!, pending: rest };
}

export function createPopupQueue() {
  return createStore<PopupQueueState>()((set) => ({
    pending: [],
    current: null,
    blocked: false,
    enqueue: (id) =>
      set((state) => (state.current === id || state.pending.includes(id) ? state : advance({ ...state, pending: [...state.pending, id] }))),
    close: () => set((state) => advance({ ...state, current: null })),
    clear: () => set({ pending: [], current: null }),
    setBlocked: (blocked) => set((state) => advance({ ...state, blocked })),
  }));
}

export type PopupQueue = ReturnType<typeof createPopupQueue>;
