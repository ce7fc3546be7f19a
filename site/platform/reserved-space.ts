// What floats at an edge of the window (the app banner and the offer's strip at the bottom, the
// tutoring banner's bar near the top) keeps the focused element clear of it (WCAG 2.2 "focus not
// obscured"): the page's scroll padding at that edge covers it, so the browser scrolls a focused
// element (and a linked anchor) into the part of the window nothing covers.
import { useEffect, useState } from 'react';

type Edge = 'top' | 'bottom';
const reserved: Record<Edge, Map<string, number>> = { top: new Map(), bottom: new Map() };

function apply(edge: Edge) {
  const values = [...reserved[edge].values()];
  // Bottom: docked elements stack; top: the lowest edge of what floats there.
  const px = edge === 'bottom' ? values.reduce((sum, height) => sum + height, 0) : Math.max(0, ...values);
  // CSSOM, not a style attribute: the page's policy allows no inline style it has not hashed.
  document.documentElement.style[edge === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom'] = px ? `${px + 8}px` : '';
}

/**
 * A ref for an element fixed at `edge` of the window: while it is mounted and `active`, the page's
 * scroll padding at that edge keeps clear of it (its height at the bottom; its lower edge at the top).
 */
export function useReservedSpace(id: string, edge: Edge, active = true) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || !active) return;
    const measure = () => {
      // offsetTop/offsetHeight ignore transforms: the whole dock, even while compacted by translateY.
      reserved[edge].set(id, edge === 'top' ? element.offsetTop + element.offsetHeight : element.offsetHeight);
      apply(edge);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      reserved[edge].delete(id);
      apply(edge);
    };
  }, [element, active, id, edge]);
  return setElement;
}
