import { emptyTooth, probingOrder } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { applyKey, type EntryState, startEntry } from './keys';

const order = probingOrder(['3', '4']);
const typed = (keys: string[], mode: 'pd' | 'gm' = 'pd'): EntryState =>
  keys.reduce<EntryState>(
    (s, k) => applyKey(s, k, order, mode) ?? s,
    startEntry({ '3': emptyTooth('3'), '4': emptyTooth('4') }),
  );

describe('fast perio entry', () => {
  it('fills site after site in the probing order, one digit each', () => {
    const s = typed(['3', '2', '4', '5']);
    expect(s.teeth['3']?.sites).toMatchObject({ DB: { pd: 3 }, B: { pd: 2 }, MB: { pd: 4 } });
    expect(s.teeth['4']?.sites.DB.pd).toBe(5);
    expect(s.at).toBe(4);
  });

  it('reads 1 then a digit up to 5 as 10–15 mm on the same site, and 1 then 7 as two sites', () => {
    const s = typed(['1', '2', '1', '7']);
    expect(s.teeth['3']?.sites.DB.pd).toBe(12);
    expect(s.teeth['3']?.sites.B.pd).toBe(1);
    expect(s.teeth['3']?.sites.MB.pd).toBe(7);
  });

  it('marks bleeding and suppuration on the site just filled, and clears with Backspace', () => {
    const s = typed(['5', 'b', 's', '3']);
    expect(s.teeth['3']?.sites.DB).toMatchObject({ pd: 5, bleeding: true, suppuration: true });
    const back = typed(['5', '3', 'Backspace']);
    expect(back.teeth['3']?.sites.B.pd).toBeNull();
    expect(back.at).toBe(1);
  });

  it('takes negative margins after a minus', () => {
    const s = typed(['-', '2', '3'], 'gm');
    expect(s.teeth['3']?.sites.DB.gm).toBe(-2);
    expect(s.teeth['3']?.sites.B.gm).toBe(3);
  });
});
