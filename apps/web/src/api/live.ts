import { LIVE_EVENTS, type LiveChange } from '@chairside/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resourceKeys } from '../resources/queryKeys';

/**
 * The live book in the browser: one EventSource per tab on `GET /api/events`. A change of a record
 * type makes its queries stale (under `resourceKeys.of(topic)`: the appointment book, the bell, the
 * lists, the free slots) and the dashboard's; the screens on view read again at once. A `reset`
 * (changes missed) makes everything stale. The browser reconnects on its own with `Last-Event-ID`;
 * a stream the server refused or ended for good (signed out, a restart) is opened again later.
 */

type Listener = (change: LiveChange) => void;
const listeners = new Set<Listener>();

/** Hears every change the stream announces (for a module that keeps state of its own); returns the way to stop. */
export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes that come together (a bulk update, a replay) are read again once. */
const GATHER_MS = 100;
/** A stream that closed for good is tried again after this long; the queries' own refresh covers meanwhile. */
const REOPEN_MS = 30_000;
const DASHBOARD = [...resourceKeys.all, 'dashboard'];

/** Opens the tab's stream; returns the way to close it. */
export function openLiveStream(qc: QueryClient): () => void {
  let source: EventSource | undefined;
  let lastId = '';
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let gather: ReturnType<typeof setTimeout> | undefined;
  const topics = new Set<string>();
  let everything = false;

  const refresh = () => {
    gather = undefined;
    if (everything) void qc.invalidateQueries({ queryKey: resourceKeys.all });
    else {
      for (const topic of topics) void qc.invalidateQueries({ queryKey: resourceKeys.of(topic) });
      void qc.invalidateQueries({ queryKey: DASHBOARD });
    }
    topics.clear();
    everything = false;
  };
  const soon = () => {
    gather ??= setTimeout(refresh, GATHER_MS);
  };

  const open = () => {
    reopen = undefined;
    const stream = new EventSource(lastId ? `/api/events?lastEventId=${encodeURIComponent(lastId)}` : '/api/events');
    source = stream;
    stream.addEventListener(LIVE_EVENTS.ready, (e) => {
      // Where the tab stands: sent back when the stream is opened again, to be caught up from there.
      lastId = e.lastEventId;
    });
    stream.addEventListener(LIVE_EVENTS.change, (e) => {
      lastId = e.lastEventId;
      const change = JSON.parse(e.data) as LiveChange;
      topics.add(change.topic);
      for (const listener of listeners) listener(change);
      soon();
    });
    stream.addEventListener(LIVE_EVENTS.reset, (e) => {
      lastId = e.lastEventId;
      everything = true;
      soon();
    });
    stream.addEventListener('error', () => {
      if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
      reopen = setTimeout(open, REOPEN_MS);
    });
  };

  open();
  return () => {
    source?.close();
    source = undefined;
    clearTimeout(reopen);
    clearTimeout(gather);
  };
}

/** The tab's stream while `enabled` (the signed-in shell, once its first screen is drawn). */
export function useLiveStream(enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => (enabled ? openLiveStream(qc) : undefined), [enabled, qc]);
}
