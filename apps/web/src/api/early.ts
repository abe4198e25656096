import { type Query, withQuery } from './query';

/** An early answer not taken by then is old news: the page asks again. */
const FRESH_MS = 10_000;

interface Early {
  askedAt: number;
  answer: Promise<Response>;
  /** The answer's JSON once it has arrived, when it was a success. */
  arrived?: { data: unknown; at: number };
}
const early = new Map<string, Early>();

/**
 * Asks now for a GET a page is known to make once its code has arrived, so that its first frame has
 * the data instead of a skeleton and a second frame (the dashboard's visits: the request would
 * otherwise leave only after the page's code downloaded and drew). The page takes the answer:
 * as its query's initial data when it has arrived (earlyData), else as its request's (takeEarly).
 */
export function askEarly(path: string, query?: Query): void {
  const url = withQuery(`/api${path}`, query);
  if (early.has(url)) return;
  const entry: Early = { askedAt: Date.now(), answer: Promise.resolve(new Response()) };
  // Read whole at once: an answer nobody takes (a page left at once) still ends its download.
  entry.answer = fetch(url, { credentials: 'same-origin' }).then(async (res) => {
    const body = await res.text();
    if (res.ok && (res.headers.get('content-type') ?? '').includes('json'))
      entry.arrived = { data: JSON.parse(body) as unknown, at: Date.now() };
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  });
  // Nobody may take it: its failure is nobody's error.
  entry.answer.catch(() => undefined);
  early.set(url, entry);
}

/** Forgets every early answer: they were asked for the user who was signed in. */
export function forgetEarly(): void {
  early.clear();
}

function take(url: string): Early | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.askedAt <= FRESH_MS ? entry : undefined;
}

/** The early answer to this address, once: undefined when none was asked for or it is stale. */
export function takeEarly(url: string): Promise<Response> | undefined {
  return take(url)?.answer;
}

/** The early answer's data, once, if it has already arrived: a query's first frame draws it. */
export function earlyData<T>(path: string, query?: Query): { data: T; at: number } | undefined {
  const url = withQuery(`/api${path}`, query);
  if (!early.get(url)?.arrived) return undefined;
  const arrived = take(url)?.arrived;
  return arrived && { data: arrived.data as T, at: arrived.at };
}

/**
 * A query's `initialData` from an early answer that has arrived: with it the query starts with its
 * data (fresh as of its arrival) and asks nothing more.
 */
export function earlyInitialData<T>(path: string, query?: Query) {
  let taken: { data: T; at: number } | undefined;
  let looked = false;
  const look = () => {
    if (!looked) taken = earlyData<T>(path, query);
    looked = true;
    return taken;
  };
  return { initialData: () => look()?.data, initialDataUpdatedAt: () => look()?.at };
}
