import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly, earlyData, forgetEarly, takeEarly } from './early';

const VISITS = { items: [{ id: 1 }], truncated: false };

describe('early answers', () => {
  const fetchMock = vi.fn(
    async (_url: string) => new Response(JSON.stringify(VISITS), { headers: { 'content-type': 'application/json' } }),
  );
  beforeEach(() => {
    forgetEarly();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks once per address, and gives the arrived data to the first taker only', async () => {
    askEarly('/appointments/calendar', { from: '2026-11-24', to: '2026-11-24', clinic: undefined });
    askEarly('/appointments/calendar', { from: '2026-11-24', to: '2026-11-24' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/appointments/calendar?from=2026-11-24&to=2026-11-24');
    await takeEarlyArrival();
    expect(earlyData('/appointments/calendar', { from: '2026-11-24', to: '2026-11-24' })?.data).toEqual(VISITS);
    expect(earlyData('/appointments/calendar', { from: '2026-11-24', to: '2026-11-24' })).toBeUndefined();
  });

  it('hands an answer still on its way to the page’s own request, whole', async () => {
    askEarly('/appointments/counts', { from: '2026-11-01', to: '2026-11-30' });
    const answer = takeEarly('/api/appointments/counts?from=2026-11-01&to=2026-11-30');
    expect(answer).toBeDefined();
    expect(await (await answer)?.json()).toEqual(VISITS);
    expect(takeEarly('/api/appointments/counts?from=2026-11-01&to=2026-11-30')).toBeUndefined();
  });

  it('forgets the answers asked for a user who signed out, and answers older than ten seconds', async () => {
    askEarly('/appointments/counts', { from: '2026-11-24', to: '2026-11-24' });
    await takeEarlyArrival();
    forgetEarly();
    expect(earlyData('/appointments/counts', { from: '2026-11-24', to: '2026-11-24' })).toBeUndefined();

    vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00') });
    askEarly('/appointments/counts', { from: '2026-11-24', to: '2026-11-24' });
    askEarly('/appointments/counts', { from: '2026-11-01', to: '2026-11-30' });
    await vi.runAllTimersAsync();
    vi.setSystemTime(new Date('2026-11-24T09:00:05'));
    expect(earlyData('/appointments/counts', { from: '2026-11-24', to: '2026-11-24' })?.data).toEqual(VISITS);
    vi.setSystemTime(new Date('2026-11-24T09:00:11'));
    expect(earlyData('/appointments/counts', { from: '2026-11-01', to: '2026-11-30' })).toBeUndefined();
  });
});

/** Lets the mocked answers arrive (their bodies are read in a chain of promises). */
const takeEarlyArrival = () => new Promise((resolve) => setTimeout(resolve, 0));
