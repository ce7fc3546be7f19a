// Exposure when seen (issue 65): an experiment's element below the fold exposes its visitor when it
// enters the viewport, not when the page loads. Plain DOM, for the header's starter.

/**
 * Calls `seen` once an element shown for `token` (`data-when`, site/experiments/Variant.tsx) has a
 * pixel in the viewport: at once for one in the first screen. A page that lays out no such element
 * (the experiment marks none here, or the layout hides it: a phone's folded menu) calls it at once
 * too, as on a page view: there is nothing to watch.
 */
export function whenSeen(token: string, seen: () => void): void {
  // A variant's wrapper has no box of its own (display: contents): its children are what shows.
  const boxes = [...document.querySelectorAll(`[data-when="${token}"]`)].flatMap((element) => [element, ...element.children]);
  if (!boxes.length) return seen();
  let first = true;
  const observer = new IntersectionObserver((entries) => {
    const nothingLaidOut = first && entries.every(({ boundingClientRect: box }) => !box.width && !box.height);
    first = false;
    if (nothingLaidOut || entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      seen();
    }
  });
  for (const box of boxes) observer.observe(box);
}
