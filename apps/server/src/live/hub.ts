import { randomBytes } from 'node:crypto';
import { LIVE_EVENTS, type LiveChange } from '@chairside/domain';
import type { ChannelListener } from '../db/pglite-remote.js';

/** One event of the stream: its id (`<process>-<number>`), name and JSON data. */
export interface LiveEvent {
  id: string;
  event: (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];
  data: string;
  /** A change's topic, for the stream to leave out what its reader may not read. */
  topic?: string;
}

export type Subscriber = (event: LiveEvent) => void;

/** How many events a reconnecting browser can catch up on; older than that, it reads everything again. */
export const REPLAY_EVENTS = 1000;

/** A notification's payload as a change, or null when it is not one (it is then ignored). */
export function parseChange(payload: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { topic, id, clinic } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || topic === '') return null;
  const whole = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
  return { topic, id: whole(id), clinic: whole(clinic) };
}

/**
 * The changes this process heard on the channel, numbered, kept for replay and passed to every
 * open stream. Ids carry this process's random name: a browser that comes back to another process
 * (or after a restart) cannot be caught up from here and is told to read everything again.
 */
export class LiveHub implements ChannelListener {
  private readonly name = randomBytes(6).toString('hex');
  private last = 0;
  private readonly kept: LiveEvent[] = [];
  private readonly subscribers = new Set<Subscriber>();

  constructor(private readonly keep = REPLAY_EVENTS) {}

  /** The id of the last event, which a browser starting now has seen everything up to. */
  get lastId(): string {
    return `${this.name}-${this.last}`;
  }

  notify(payload: string): void {
    const change = parseChange(payload);
    if (change) this.publish(LIVE_EVENTS.change, JSON.stringify(change), change.topic);
  }

  gap(): void {
    this.publish(LIVE_EVENTS.reset, '{}');
  }

  private publish(event: LiveEvent['event'], data: string, topic?: string): void {
    const numbered: LiveEvent = { id: `${this.name}-${++this.last}`, event, data, ...(topic ? { topic } : {}) };
    this.kept.push(numbered);
    if (this.kept.length > this.keep) this.kept.shift();
    for (const subscriber of this.subscribers) subscriber(numbered);
  }

  /**
   * Subscribes and returns what the subscriber missed since `lastEventId` (its `Last-Event-ID`):
   * the kept events after it, or one reset event when they are not all kept here. Synchronous, so
   * no event falls between the catch-up and the subscription.
   */
  subscribe(subscriber: Subscriber, lastEventId?: string): { missed: LiveEvent[]; unsubscribe(): void } {
    this.subscribers.add(subscriber);
    return { missed: this.since(lastEventId), unsubscribe: () => this.subscribers.delete(subscriber) };
  }

  private since(lastEventId: string | undefined): LiveEvent[] {
    if (lastEventId === undefined || lastEventId === '') return [];
    const reset = [{ id: this.lastId, event: LIVE_EVENTS.reset, data: '{}' }];
    const match = /^([0-9a-f]+)-(\d+)$/u.exec(lastEventId);
    if (!match || match[1] !== this.name) return reset;
    const seen = Number(match[2]);
    if (seen > this.last) return reset;
    const oldest = this.kept[0] ? Number(this.kept[0].id.split('-')[1]) : this.last + 1;
    if (seen < oldest - 1) return reset;
    return this.kept.filter((e) => Number(e.id.split('-')[1]) > seen);
  }

  /** Open streams, for the stop and the tests. */
  get size(): number {
    return this.subscribers.size;
  }
}
