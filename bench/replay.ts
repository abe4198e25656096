// What the thin server sends per request, and in what order the benchmark's sides take turns.
import type { SQL } from 'drizzle-orm';
import type { Database, Rows } from '../apps/server/src/db/client.js';
import type { RecordedRequest, RecordedStatement } from '../apps/server/src/db/statement-recorder.js';

/**
 * Sends the statements in order: those recorded in one transaction again in one transaction (on one
 * connection), those the server sent at once (one wave: a `Promise.all`) again at once, the others one after
 * the other. Returns the last statement's rows.
 */
export async function sendList(
  database: Pick<Database, 'rows' | 'transaction'>,
  statements: readonly RecordedStatement[],
  toSql: (s: RecordedStatement) => SQL,
): Promise<unknown[]> {
  let last: unknown[] = [];
  for (let i = 0; i < statements.length; ) {
    const { tx, wave } = statements[i]!;
    const together = (s: RecordedStatement) =>
      tx !== undefined ? s.tx === tx : s.tx === undefined && wave !== undefined && s.wave === wave;
    let j = i + 1;
    while (j < statements.length && together(statements[j]!)) j++;
    const group = statements.slice(i, j);
    if (tx !== undefined)
      await database.transaction(async (rows: Rows) => {
        for (const s of group) last = await rows<unknown>(toSql(s));
      });
    else {
      const results = await Promise.all(group.map((s) => database.rows<unknown>(toSql(s))));
      last = results[results.length - 1] ?? [];
    }
    i = j;
  }
  return last;
}

/** The statement lists of the recorded GET requests to `url`, in the order they were answered. */
export function sequencesOf(recorded: readonly RecordedRequest[], url: string): RecordedStatement[][] {
  return recorded.filter((r) => r.method === 'GET' && r.url === url).map((r) => r.statements);
}

/** How many of the lists send a given number of statements: "3×1,540 8×12" (the cache's hits and misses). */
/** What the thin server answers one endpoint with: its statement lists, in turn, and the real answer's size. */
export interface ThinList {
  sequences: RecordedStatement[][];
  /** Bytes of the real server's answer: the thin answer is padded to as many (0: not padded). */
  bytes: number;
}

/** Spaces (JSON allows them after the value) enough to pad the longest of these answers. */
export const paddingFor = (lists: readonly ThinList[]): Buffer =>
  Buffer.alloc(Math.max(0, ...lists.map((l) => l.bytes)), ' ');

/**
 * The rows as JSON and the spaces that pad it (a view into `padding`, empty when none is needed) to at least
 * `bytes` long: sent one after the other, not joined, so the thin side copies no more than the real server,
 * which sends a kept answer's bytes as they are.
 */
export function paddedAnswer(rows: unknown[], bytes: number, padding: Buffer): [json: Buffer, pad: Buffer] {
  const json = Buffer.from(JSON.stringify(rows));
  return [json, padding.subarray(0, Math.max(0, bytes - json.length))];
}

export function shapeOf(sequences: readonly RecordedStatement[][]): string {
  const counts = new Map<number, number>();
  for (const s of sequences) counts.set(s.length, (counts.get(s.length) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([statements, n]) => `${n}×${statements}`)
    .join(' ');
}

export type Side = 'real' | 'thin' | 'ceiling';
export const SIDES: readonly Side[] = ['real', 'thin', 'ceiling'];

/**
 * The measured blocks of one endpoint: rounds of real, thin, ceiling in turn (A B C A B C …), each thin
 * block replaying what the real block just before it sent. Endpoints one after another.
 */
export function alternation<T>(endpoints: readonly T[], rounds: number): { endpoint: T; round: number; side: Side }[] {
  return endpoints.flatMap((endpoint) =>
    Array.from({ length: rounds }, (_, r) => SIDES.map((side) => ({ endpoint, round: r + 1, side }))).flat(),
  );
}
