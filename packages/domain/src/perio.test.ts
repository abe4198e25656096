import { describe, expect, it } from 'vitest';
import {
  attachmentLevel,
  comparePerio,
  emptyTooth,
  type PerioTooth,
  perioProblems,
  perioSummary,
  probingOrder,
} from './perio.js';

const probed = (tooth: string, pds: number[], bleeding: string[] = []): PerioTooth => {
  const t = emptyTooth(tooth);
  (['MB', 'B', 'DB', 'ML', 'L', 'DL'] as const).forEach((s, i) => {
    t.sites[s] = { ...t.sites[s], pd: pds[i] ?? null, bleeding: bleeding.includes(s) };
  });
  return t;
};

describe('the periodontal chart', () => {
  it('probes the upper buccal right to left, distal first towards the midline, then back on the lingual', () => {
    const order = probingOrder(['2', '3', '8', '9', '15']).map((s) => `${s.tooth}${s.site}`);
    expect(order.slice(0, 15)).toEqual([
      ...['2DB', '2B', '2MB', '3DB', '3B', '3MB', '8DB', '8B', '8MB'],
      ...['9MB', '9B', '9DB', '15MB', '15B', '15DB'],
    ]);
    expect(order.slice(15, 21)).toEqual(['15DL', '15L', '15ML', '9DL', '9L', '9ML']);
    expect(order).toHaveLength(30);
  });

  it('skips missing teeth and goes round the lower arch lingual then buccal', () => {
    const order = probingOrder(['19', '30']).map((s) => `${s.tooth}${s.site}`);
    expect(order).toEqual(['19DL', '19L', '19ML', '30ML', '30L', '30DL', '30DB', '30B', '30MB', '19MB', '19B', '19DB']);
  });

  it('computes CAL as PD + GM (recession positive)', () => {
    expect(attachmentLevel({ pd: 4, gm: 2 })).toBe(6);
    expect(attachmentLevel({ pd: 5, gm: -2 })).toBe(3);
    expect(attachmentLevel({ pd: null, gm: 2 })).toBeNull();
  });

  it('summarises an exam over its probed sites', () => {
    const summary = perioSummary([probed('3', [2, 3, 5, 2, 2, 4], ['DB', 'DL']), probed('14', [2, 2, 2])]);
    expect(summary).toMatchObject({ sites: 9, meanPd: '2.7', deepSites: 2, deepPercent: 22, bleedingPercent: 22 });
    expect(perioSummary([]).meanPd).toBeNull();
  });

  it('names the tooth in the clinic numbering and the site of a value out of range', () => {
    const t = probed('5', [16]);
    expect(perioProblems([t], 'fdi')).toEqual([
      { path: 'readings.0.sites.MB.pd', message: 'Tooth 14 MB: probing depth must be 0–15 mm' },
    ]);
  });

  it('compares teeth probed in both exams', () => {
    const rows = comparePerio([probed('3', [5, 5, 5, 5, 5, 5])], [probed('3', [3, 3, 3, 3, 3, 3]), probed('4', [2])]);
    expect(rows).toEqual([expect.objectContaining({ tooth: '3', trend: 'Better', maxPdBefore: 5, maxPdAfter: 3 })]);
  });
});
