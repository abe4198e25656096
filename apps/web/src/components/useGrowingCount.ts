import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * How many of a long list's items to draw: the first `first`, then `step` more each time the marker
 * after the last drawn one scrolls into view. A day of 160 visits costs the first frame ten rows,
 * and scrolling (or tabbing) down the list draws the rest as it comes.
 */
export function useGrowingCount(total: number, { first = 10, step = 20 } = {}) {
  const [count, setCount] = useState(first);
  const [marker, setMarker] = useState<Element | null>(null);
  useEffect(() => {
    if (!marker || count >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setCount((c) => c + step);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [marker, count, total, step]);
  const markerRef: RefCallback<Element> = useCallback((element) => setMarker(element), []);
  return { count: Math.min(count, total), markerRef, more: count < total };
}
