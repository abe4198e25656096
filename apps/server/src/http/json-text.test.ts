import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptJson } from './json-text.js';

describe('a kept JSON answer', () => {
  const bytes = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Zoë' })) }));

  it('is compressed once per encoding: every later ask, and asks made at once, get that one compression', async () => {
    const kept = new KeptJson(bytes);
    const first = kept.encodedAs('br');
    expect(kept.encodedAs('br')).toBe(first);
    expect(await kept.encodedAs('br')).toBe(await first);
    expect(kept.encodedAs('gzip')).not.toBe(first);
    expect(brotliDecompressSync(await first).equals(bytes)).toBe(true);
    expect(gunzipSync(await kept.encodedAs('gzip')).equals(bytes)).toBe(true);
  });
});
