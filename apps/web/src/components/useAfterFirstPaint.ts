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

/** The page has committed; parts of it still waiting for their first data hold the first screen. */
let committed = false;
let holds = 0;
/** A part that never gets its data does not hold the rest of the page back longer than this. */
const HOLD_AT_MOST_MS = 3000;

function scheduleIfDrawn(): void {
  if (scheduled || !committed || holds > 0) return;
  scheduled = true;
  // The frame React's commit asked for, the next one (the first is on the screen by then: its
  // paint is timed when it is shown, after the main thread is done with it), then idle time.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      whenIdle(() => {
        drawn = true;
        for (const wake of waiting) wake();
        waiting.clear();
      }),
    ),
  );
}

/** Called once the page's first screen is committed: its secondary parts follow its paint. */
export function firstScreenCommitted(): void {
  committed = true;
  scheduleIfDrawn();
}

/**
 * Holds the page's first screen while `waiting` (a part of it whose data is on its way, such as the
 * dashboard's visits): what comes after the first screen comes after that part is drawn too.
 */
export function useFirstScreenHold(waiting: boolean): void {
  useEffect(() => {
    if (!waiting || drawn || scheduled) return;
    holds += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      holds -= 1;
      scheduleIfDrawn();
    };
    const timer = setTimeout(release, HOLD_AT_MOST_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [waiting]);
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
