import pg from 'pg';
import type { ChannelListener } from './pglite-remote.js';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 15_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on the channels of a PostgreSQL database over one connection of its own for all of them (a
 * pooled one would go back to the pool and stop listening; one each would cost a chain's server a
 * connection per channel and process). Opened with the first channel, closed with the last. A lost
 * connection (a restart of the server, a network cut) tells every listener at once, and is opened
 * again, sooner first, then every 15 s; once it listens again every listener hears of the gap, as
 * notifications sent meanwhile are gone. TCP keep-alive finds a connection cut silently.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<ChannelListener>>();
  /** Opening, listening and stopping one after another: a channel added while the connection opens is not missed. */
  private queue: Promise<unknown> = Promise.resolve();
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly options: string | undefined,
  ) {}

  /** Hears `channel` once its LISTEN is in place; returns the way to stop (the connection closes with its last channel). */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    return this.serial(async () => {
      const listeners = this.channels.get(channel) ?? new Set<ChannelListener>();
      const added = !this.channels.has(channel);
      this.channels.set(channel, listeners);
      listeners.add(listener);
      try {
        if (this.client) {
          if (added) await this.client.query(`LISTEN ${quoted(channel)}`);
        } else {
          // The first channel, or a connection being retried, opened now: the caller learns whether it listens,
          // and the channels that were deaf meanwhile hear of their gap.
          await this.open();
          for (const other of this.everyListener()) if (other !== listener) other.gap();
        }
      } catch (e) {
        this.remove(channel, listener);
        if (this.channels.size > 0 && !this.client) this.retry();
        throw e;
      }
      return () => this.serial(() => this.stop(channel, listener));
    });
  }

  /** Stops every channel and closes the connection. */
  close(): Promise<void> {
    return this.serial(async () => {
      this.channels.clear();
      await this.disconnect();
    });
  }

  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private remove(channel: string, listener: ChannelListener): boolean {
    const listeners = this.channels.get(channel);
    listeners?.delete(listener);
    if (!listeners || listeners.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  private async stop(channel: string, listener: ChannelListener): Promise<void> {
    if (!this.remove(channel, listener)) return;
    if (this.channels.size === 0) await this.disconnect();
    else await this.client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
  }

  private async disconnect(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const last = this.client;
    this.client = undefined;
    await last?.end().catch(() => undefined);
  }

  /** A new connection listening on every channel, or a throw with nothing left open. */
  private async open(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const next = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(this.options ? { options: this.options } : {}),
    });
    next.on('notification', (m) => {
      for (const listener of this.channels.get(m.channel) ?? []) listener.notify(m.payload ?? '');
    });
    next.on('error', () => this.lost(next));
    next.on('end', () => this.lost(next));
    try {
      await next.connect();
      for (const channel of this.channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (e) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw e;
    }
    this.client = next;
    this.retryMs = FIRST_RETRY_MS;
  }

  private everyListener(): ChannelListener[] {
    return [...this.channels.values()].flatMap((listeners) => [...listeners]);
  }

  private lost(which: pg.Client): void {
    if (which !== this.client) return;
    this.client = undefined;
    for (const listener of this.everyListener()) listener.lost?.();
    which.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.serial(async () => {
        if (this.client || this.channels.size === 0) return;
        try {
          await this.open();
        } catch {
          this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
          this.retry();
          return;
        }
        for (const listener of this.everyListener()) listener.gap();
      });
    }, this.retryMs);
    this.timer.unref();
  }
}
