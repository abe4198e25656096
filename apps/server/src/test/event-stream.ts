/** A client of `GET /api/events` over real HTTP, as a browser's EventSource reads it. */

export interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  status: number;
  contentType: string | null;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** Comments (heartbeats) so far. */
  comments: string[];
  /** The first event after the `from`-th (default: after those already read by `next`) that matches. */
  next(match?: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** The id of the last event received: what a browser sends back as `Last-Event-ID`. */
  lastId(): string;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  url: string,
  cookie: string | undefined,
  lastEventId?: string,
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(cookie ? { cookie } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  let read = 0;
  let buffer = '';
  const take = (block: string) => {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const at = line.indexOf(': ');
      if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
    }
    if (fields.event && fields.id !== undefined)
      events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}') });
  };
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          take(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // aborted by close()
    }
    for (const wake of waiting) wake();
  })();
  let done = false;
  void ended.then(() => {
    done = true;
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    ended,
    lastId: () => events.at(-1)?.id ?? '',
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (read < events.length) {
            const e = events[read++] as StreamEvent;
            if (match(e)) {
              clear();
              resolve(e);
              return;
            }
          }
          if (done) {
            clear();
            reject(new Error(`the stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          clear();
          reject(new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const clear = () => {
          clearTimeout(timer);
          waiting.delete(look);
        };
        waiting.add(look);
        look();
      });
    },
    close: () => abort.abort(),
  };
}
