/**
 * The live book's event stream (`GET /api/events`, server-sent events): what a change announces
 * and the names of the stream's events. Plain values only: the web's first screens import them.
 */

/** What is announced: appointments (every booking, move, status change, archive), and topics modules add. */
export type LiveTopic = 'appointments' | (string & {});

/** One committed change: its record type (topic), the record and its clinic when known. */
export interface LiveChange {
  topic: LiveTopic;
  id?: number | null;
  clinic?: number | null;
}

export const LIVE_EVENTS = {
  /** First on every connection: the id to come back with (`Last-Event-ID`). */
  ready: 'ready',
  /** Changes were missed (too old to replay, another server process, a lost notification): read everything again. */
  reset: 'reset',
  /** One committed change: a {@link LiveChange}. */
  change: 'change',
} as const;

/** Milliseconds between the stream's heartbeat comments (proxies and the browser keep it open). */
export const LIVE_HEARTBEAT_MS = 20_000;
