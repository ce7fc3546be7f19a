// After the page's `load` event, when the browser is idle: when the popups may start, and field speed loads.

/** Waits for the `load` event, then for the browser to be idle (or at most 2 s). */
export function afterLoad(callback: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback.
      const id = setTimeout(callback, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}
