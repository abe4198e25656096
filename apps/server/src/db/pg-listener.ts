import pg from 'pg';
import type { ChannelListener } from './pglite-remote.js';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 15_000;

/**
 * LISTEN on one channel of a PostgreSQL database over a connection of its own (a pooled one would
 * go back to the pool and stop listening). A lost connection (a restart of the server, a network
 * cut) is opened again, sooner first, then every 15 s; once it listens again its listener hears of
 * the gap, as notifications sent meanwhile are gone. TCP keep-alive finds a connection cut silently.
 */
export async function listenOnPostgres(
  url: string,
  options: string | undefined,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options ? { options } : {}),
    });
    next.on('notification', (m) => {
      if (m.channel === channel) listener.notify(m.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (e) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw e;
    }
    client = next;
  };

  const retry = (): void => {
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      open().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          listener.gap();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          retry();
        },
      );
    }, retryMs);
    timer.unref();
  };

  function lost(which: pg.Client): void {
    if (which !== client || closed) return;
    client = undefined;
    listener.lost?.();
    which.end().catch(() => undefined);
    retry();
  }

  await open();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
