import { useEffect, useState } from 'react';

/** True while the page is scrolled more than `px` (false when prerendered and before hydration). */
export function useScrolledOver(px: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const check = () => setOver(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return over;
}
