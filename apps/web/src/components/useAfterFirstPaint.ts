import { useEffect, useState } from 'react';

/** Set once the page's first screen has been drawn and the browser has a moment to spare. */
let drawn = false;
const waiting = new Set<() => void>();
let scheduled = false;
/** Should no page say it has drawn (a page without the shell), its secondary parts come after this. */
const AT_THE_LATEST_MS = 2000;

function whenIdle(done: () => void): void {
  // Safari has no requestIdleCallback: a short timer stands in.
  if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 1500 });
  else setTimeout(done, 200);
}

/** Called once the page's first screen is committed: its secondary parts follow its paint. */
export function firstScreenCommitted(): void {
  if (scheduled) return;
  scheduled = true;
  // Two frames: the one React's commit asked for, then idle time after its paint.
  requestAnimationFrame(() =>
    whenIdle(() => {
      drawn = true;
      for (const wake of waiting) wake();
      waiting.clear();
    }),
  );
}

/**
 * False until the page's first screen is on the glass and the browser is idle: what is secondary
 * (the header's notifications, the parts below the fold, the dashboard's month picker) waits until
 * then, so that it neither delays the first screen's requests nor its drawing. The shell says when
 * a page has committed (FirstScreen).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => {
    if (ready) return;
    if (drawn) {
      setReady(true);
      return;
    }
    const wake = () => setReady(true);
    waiting.add(wake);
    const fallback = setTimeout(firstScreenCommitted, AT_THE_LATEST_MS);
    return () => {
      waiting.delete(wake);
      clearTimeout(fallback);
    };
  }, [ready]);
  return ready;
}

/** Placed beside a page: once the page has committed, what waits for its first screen may follow. */
export function FirstScreen() {
  useEffect(firstScreenCommitted, []);
  return null;
}
