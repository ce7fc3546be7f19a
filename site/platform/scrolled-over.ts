// Whether the page is scrolled past a point, for plain scripts (the header's starter) and React
// (use-scrolled-over.ts) alike.

/** Calls `onChange` with whether the page is scrolled more than `px`, now and on every scroll; returns the stop. */
export function watchScrolledOver(px: number, onChange: (over: boolean) => void): () => void {
  const check = () => onChange(window.scrollY > px);
  // Reading the scroll position forces a layout: done in the next frame, where the browser lays
  // the page out anyway, not in the task that started this (a hydration's was ~40 ms longer at 4x CPU).
  const frame = requestAnimationFrame(check);
  window.addEventListener('scroll', check, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', check);
  };
}
