import { type Query, withQuery } from './query';

/** An early answer not taken by then is old news: the page asks again. */
const FRESH_MS = 10_000;
const early = new Map<string, { askedAt: number; answer: Promise<Response> }>();

/**
 * Asks now for a GET a page is known to make once its code has arrived, so that its first frame has
 * the data instead of a skeleton and a second frame (the dashboard's visits: the request would
 * otherwise leave only after the page's code downloaded and drew). The page's own request takes it.
 */
export function askEarly(path: string, query?: Query): void {
  const url = withQuery(`/api${path}`, query);
  if (early.has(url)) return;
  // Read whole at once: an answer nobody takes (a page left at once) still ends its download.
  const answer = fetch(url, { credentials: 'same-origin' }).then(
    async (res) =>
      new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers }),
  );
  // Nobody may take it: its failure is nobody's error.
  answer.catch(() => undefined);
  early.set(url, { askedAt: Date.now(), answer });
}

/** The early answer to this address, once: undefined when none was asked for or it is stale. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const asked = early.get(url);
  if (!asked) return undefined;
  early.delete(url);
  return Date.now() - asked.askedAt <= FRESH_MS ? asked.answer : undefined;
}
