import { useEffect, useState } from 'react';
import { watchScrolledOver } from './scrolled-over.ts';

/** True while the page is scrolled more than `px` (false when prerendered and before hydration). */
export function useScrolledOver(px: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => watchScrolledOver(px, setOver), [px]);
  return over;
}
