import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** How far below (or above) the viewport a part starts to be drawn: a little ahead, so its data is on its way when it shows. */
const MARGIN = '100px';

/**
 * Draws its children once they come near the viewport, then keeps them: the parts of a long page
 * below the fold ask for no data and cost no rendering while the page loads. Until then it holds
 * `minHeight` pixels (about the children's height), so the parts after it are not all "near" at once
 * and the page does not jump when they appear.
 */
export function DrawWhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // Even a part near the fold waits for the first screen: it neither delays its requests nor its drawing.
  const ready = useAfterFirstPaint();
  useEffect(() => {
    const element = placeholder.current;
    if (near || !ready || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ready]);
  return near ? children : <div ref={placeholder} style={{ minHeight }} />;
}
