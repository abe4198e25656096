import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.js';

describe('bench options', () => {
  it('runs at the server’s own pool size unless --pools lists sizes', () => {
    expect(parseOptions(['--db', 'postgres'], {})?.pools).toEqual([]);
    expect(parseOptions(['--db', 'postgres', '--pools', '4, 10'], {})?.pools).toEqual([4, 10]);
    expect(parseOptions(['--db', 'postgres'], { BENCH_POOLS: '6' })?.pools).toEqual([6]);
  });

  it('refuses pool sizes PGlite has no use for, a size listed twice, and sizes out of range', () => {
    expect(() => parseOptions(['--pools', '4'], {})).toThrow(/--db postgres/);
    expect(() => parseOptions(['--db', 'postgres', '--pools', '4,4'], {})).toThrow(/twice/);
    expect(() => parseOptions(['--db', 'postgres', '--pools', '0'], {})).toThrow(/--pools must be an integer 1–200/);
    expect(() => parseOptions(['--db', 'postgres', '--pools', 'ten'], {})).toThrow(/--pools/);
  });

  it('sends no Accept-Encoding unless told to accept a browser’s compression, and refuses others', () => {
    expect(parseOptions([], {})?.encoding).toBe('none');
    expect(parseOptions(['--encoding', 'br'], {})?.encoding).toBe('br');
    expect(parseOptions([], { BENCH_ENCODING: 'gzip' })?.encoding).toBe('gzip');
    expect(() => parseOptions(['--encoding', 'deflate'], {})).toThrow(/--encoding must be none, br or gzip/);
  });
});
