// What is docked at the bottom of the window (the app banner, the offer's compact call-to-action)
// keeps the focused element clear of it (WCAG 2.2 "focus not obscured"): the page's scroll padding
// at the bottom is the height of what is docked there, so the browser scrolls a focused element
// (and a linked anchor) above it rather than under it.
import { useCallback, useRef } from 'react';

const heights = new Map<string, number>();

function apply() {
  const total = [...heights.values()].reduce((sum, height) => sum + height, 0);
  // CSSOM, not a style attribute: the page's policy allows no inline style it has not hashed.
  document.documentElement.style.scrollPaddingBottom = total ? `${total + 8}px` : '';
}

/** A ref for an element docked at the bottom: while it is mounted, the page's scroll padding keeps its height. */
export function useReservedBottom(id: string) {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) {
        heights.delete(id);
        apply();
        return;
      }
      const measure = () => {
        // offsetHeight ignores transforms: the whole dock, even while compacted by translateY.
        heights.set(id, element.offsetHeight);
        apply();
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    },
    [id],
  );
}
