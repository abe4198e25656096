import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from './background.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatInBackground', () => {
  it('runs the task every interval, skips a tick while a round is still under way, logs errors and stops', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: (() => void) | undefined;
    const logged: unknown[] = [];
    const stop = repeatInBackground(
      1000,
      () => {
        started++;
        if (started === 2) return Promise.reject(new Error('second round failed'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      (err) => logged.push(err),
    );
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(1);
    // The first round has not ended: the next two ticks start nothing.
    await vi.advanceTimersByTimeAsync(2000);
    expect(started).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    expect(logged).toEqual([new Error('second round failed')]);
    // A failed round does not stop the next.
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(3);
    stop();
    finish?.();
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toBe(3);
  });

  it('stops only once the round under way has ended, so nothing of it runs after', async () => {
    vi.useFakeTimers();
    let finish: (() => void) | undefined;
    let ended = false;
    const stop = repeatInBackground(
      1000,
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }).then(() => {
          ended = true;
        }),
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(stopped).toBe(false);
    finish?.();
    await stopping;
    expect({ ended, stopped }).toEqual({ ended: true, stopped: true });
  });

  it('stops at once when no round is under way', async () => {
    const stop = repeatInBackground(
      60_000,
      () => Promise.resolve(),
      () => undefined,
    );
    await expect(stop()).resolves.toBeUndefined();
  });
});
