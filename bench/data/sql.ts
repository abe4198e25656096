// Small helpers for the generators' INSERT … SELECT statements.
import { type SQL, sql } from 'drizzle-orm';

/** An integer written into the statement (only for numbers the benchmark computes, never for input). */
export const int = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** A list of strings as one bound text[] parameter. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** Element `index` (0-based SQL expression) of a text[] expression. */
export const pick = (list: SQL, index: SQL): SQL => sql`(${list})[1 + ${index}]`;

/** Lower-case ASCII letters only: "Fernández" → "fernandez", "Old Town" → "oldtown". */
export const slug = (s: string): string =>
  s
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
