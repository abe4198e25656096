import { useEffect, useSyncExternalStore } from 'react';

export interface SharedQueryState<T> {
  data: T | undefined;
  error: unknown;
  /** No answer yet (neither data nor an error). */
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

export interface SharedQuery<T> {
  /** The state, subscribed to; asks again on mount once the last answer is older than `staleMs`. */
  use(): SharedQueryState<T> & { refetch(): Promise<void> };
  get(): T | undefined;
  /** Replaces the value (an answer the app got otherwise: the user who signed in, saved settings). */
  set(data: T): void;
  refetch(): Promise<void>;
}

/**
 * One value every page may read (the session, the clinic settings, the demo answer), fetched once
 * and shared by its readers. The public pages need nothing more of a data cache, so they load no
 * query library (TanStack Query, 11 KiB, comes with the admin shell and the booking page).
 * Every page reads all of them before it draws, so each is asked for as soon as the app's code runs
 * (index.html preloads the answers), not when its first reader mounts: the first frame that needs
 * one has it, instead of drawing without it and again (moving what is under it) a moment later.
 */
export function sharedQuery<T>(fetcher: () => Promise<T>, staleMs: number): SharedQuery<T> {
  let state: SharedQueryState<T> = { data: undefined, error: null, isPending: true, isError: false, isFetching: false };
  let answeredAt = 0;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const update = (next: Partial<SharedQueryState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (data: T) => {
    answeredAt = Date.now();
    update({ data, error: null, isPending: false, isError: false });
  };
  const refetch = (): Promise<void> => {
    inFlight ??= (async () => {
      update({ isFetching: true });
      try {
        set(await fetcher());
      } catch (error) {
        // No answeredAt: the next reader to mount asks again.
        update({ error, isError: true, isPending: false });
      } finally {
        update({ isFetching: false });
        inFlight = null;
      }
    })();
    return inFlight;
  };
  const use = () => {
    const current = useSyncExternalStore(subscribe, () => state);
    useEffect(() => {
      if (!inFlight && (answeredAt === 0 || Date.now() - answeredAt > staleMs)) void refetch();
    }, []);
    return { ...current, refetch };
  };
  void refetch();
  return { use, get: () => state.data, set, refetch };
}
