import { describe, expect, it } from 'vitest';
import { searchTotal } from './repository.js';

describe('a search total', () => {
  it('is the count, exact, up to the bound', () => {
    expect(searchTotal(0, 2000, 0, 100)).toEqual({ total: 0, estimated: false });
    expect(searchTotal(2000, 2000, 99, 100)).toEqual({ total: 2000, estimated: false });
  });

  it('past the bound, grows the count by the part of the table its first matches filled', () => {
    // 2,001 matches in the first 5,383 of 42,443 blocks (a surname among a million patients: 15,739 in truth).
    expect(searchTotal(2001, 2000, 5382, 42443)).toEqual({ total: 15777, estimated: true });
    // All in the first block of one: no more to find.
    expect(searchTotal(2001, 2000, 0, 1)).toEqual({ total: 2001, estimated: true });
  });

  it('is never less than what was counted, whatever the table says of its size', () => {
    expect(searchTotal(2001, 2000, 900, 10)).toEqual({ total: 2001, estimated: true });
    expect(searchTotal(2001, 2000, 0, 0)).toEqual({ total: 2001, estimated: true });
  });
});
