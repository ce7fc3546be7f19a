// Which shell dialogs are open right now (the cookie consent dialog, the side menu). Promotions
// wait while one is (issue #10: "the cookie consent dialog counts as a dialog"), so a visitor
// never meets two dialogs at once. A module of the page, like the DOM it describes.

const open = new Set<string>();
const listeners = new Set<(anyOpen: boolean) => void>();

const notify = () => listeners.forEach((listener) => listener(open.size > 0));

/** Marks `name` open until the returned function is called. */
export function holdDialog(name: string): () => void {
  open.add(name);
  notify();
  return () => {
    if (open.delete(name)) notify();
  };
}

/** Calls `listener` with the current state at once, then on every change; returns the unsubscribe. */
export function watchDialogs(listener: (anyOpen: boolean) => void): () => void {
  listeners.add(listener);
  listener(open.size > 0);
  return () => void listeners.delete(listener);
}
