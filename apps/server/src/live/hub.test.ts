import { describe, expect, it } from 'vitest';
import { type LiveEvent, LiveHub, parseChange } from './hub.js';

const change = (id: number) => JSON.stringify({ topic: 'appointments', id, clinic: 1 });

describe('LiveHub', () => {
  it('passes each change to every subscriber, numbered in order', () => {
    const hub = new LiveHub();
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    hub.subscribe((e) => a.push(e));
    const { unsubscribe } = hub.subscribe((e) => b.push(e));
    hub.notify(change(1));
    unsubscribe();
    hub.notify(change(2));
    expect(a.map((e) => JSON.parse(e.data).id)).toEqual([1, 2]);
    expect(b).toHaveLength(1);
    expect(a[1]?.id).toBe(hub.lastId);
  });

  it('replays what came after a known id, and nothing after the last one', () => {
    const hub = new LiveHub();
    hub.notify(change(1));
    const seen = hub.lastId;
    hub.notify(change(2));
    hub.notify(change(3));
    expect(hub.subscribe(() => {}, seen).missed.map((e) => JSON.parse(e.data).id)).toEqual([2, 3]);
    expect(hub.subscribe(() => {}, hub.lastId).missed).toEqual([]);
  });

  it('resets a client it cannot catch up: too far behind, another process, a number never given, or garbage', () => {
    const hub = new LiveHub(2);
    const first = hub.lastId;
    for (const id of [1, 2, 3]) hub.notify(change(id));
    const resets = (id: string) => hub.subscribe(() => {}, id).missed.map((e) => e.event);
    expect(resets(first)).toEqual(['reset']);
    expect(resets('abcdef-1')).toEqual(['reset']);
    expect(resets(hub.lastId.replace(/-\d+$/, '-99'))).toEqual(['reset']);
    expect(resets('not an id')).toEqual(['reset']);
    // The two kept ones still replay.
    expect(resets(hub.lastId.replace(/-\d+$/, '-1'))).toEqual(['change', 'change']);
  });

  it('tells every subscriber to read everything again after a gap', () => {
    const hub = new LiveHub();
    const got: string[] = [];
    hub.subscribe((e) => got.push(e.event));
    hub.gap();
    expect(got).toEqual(['reset']);
  });
});

describe('parseChange', () => {
  it('reads a change and ignores anything else', () => {
    expect(parseChange('{"topic":"appointments","id":4,"clinic":null}')).toEqual({
      topic: 'appointments',
      id: 4,
      clinic: null,
    });
    expect(parseChange('{"topic":"recall"}')).toEqual({ topic: 'recall', id: null, clinic: null });
    expect(parseChange('{"id":4}')).toBeNull();
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('null')).toBeNull();
  });
});
