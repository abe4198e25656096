import { describe, expect, it } from 'vitest';
import { type ChartEntryLike, chartState, conditionCounts } from './chart-state.js';

let nextId = 1;
const entry = (e: Partial<ChartEntryLike> & Pick<ChartEntryLike, 'tooth' | 'condition'>): ChartEntryLike => ({
  id: nextId++,
  surfaces: [],
  kind: 'Condition',
  date: '2026-01-01',
  ...e,
});

describe('chart state', () => {
  it('leaves uncharted teeth out (healthy)', () => {
    expect(chartState([])).toEqual({});
  });

  it('a filling after decay on the same surface shows filled', () => {
    const state = chartState([
      entry({ tooth: '14', surfaces: ['O'], condition: 'Decayed', date: '2026-01-01' }),
      entry({ tooth: '14', surfaces: ['O'], condition: 'Filled', kind: 'Completed', date: '2026-02-01' }),
    ]);
    expect(state['14']?.surfaces).toEqual({ O: 'Filled' });
    expect(state['14']?.condition).toBe('Healthy');
  });

  it('keeps each surface its own latest finding', () => {
    const state = chartState([
      entry({ tooth: '3', surfaces: ['M', 'O', 'D'], condition: 'Decayed' }),
      entry({ tooth: '3', surfaces: ['O'], condition: 'Filled', date: '2026-03-01' }),
    ]);
    expect(state['3']?.surfaces).toEqual({ M: 'Decayed', O: 'Filled', D: 'Decayed' });
  });

  it('an extraction after a crown draws the tooth absent', () => {
    const state = chartState([
      entry({ tooth: '19', condition: 'Crown', kind: 'Existing', date: '2020-05-01' }),
      entry({ tooth: '19', condition: 'Extracted', kind: 'Completed', date: '2026-01-10' }),
    ]);
    expect(state['19']).toMatchObject({ condition: 'Extracted', absent: true });
  });

  it('an implant after an extraction fills the gap again', () => {
    const state = chartState([
      entry({ tooth: '19', condition: 'Extracted', kind: 'Completed', date: '2025-01-10' }),
      entry({ tooth: '19', condition: 'Implant', kind: 'Completed', date: '2026-01-10' }),
    ]);
    expect(state['19']).toMatchObject({ condition: 'Implant', absent: false });
  });

  it('a crown covers the surfaces charted before it', () => {
    const state = chartState([
      entry({ tooth: '30', surfaces: ['O'], condition: 'Filled', date: '2024-01-01' }),
      entry({ tooth: '30', condition: 'Crown', kind: 'Completed', date: '2025-01-01' }),
    ]);
    expect(state['30']).toMatchObject({ condition: 'Crown', surfaces: {} });
  });

  it('orders by date, then by the order charted, whatever order it is given in', () => {
    const late = entry({ tooth: '8', condition: 'Filled', surfaces: ['I'], date: '2026-05-01' });
    const early = entry({ tooth: '8', condition: 'Decayed', surfaces: ['I'], date: '2026-04-01' });
    expect(chartState([late, early])['8']?.surfaces).toEqual({ I: 'Filled' });
    const first = entry({ tooth: '9', condition: 'Decayed', surfaces: ['I'] });
    const second = entry({ tooth: '9', condition: 'Fractured', surfaces: ['I'] });
    expect(chartState([second, first])['9']?.surfaces).toEqual({ I: 'Fractured' });
  });

  it('lists a planned procedure until it is charted as done', () => {
    const planned = chartState([entry({ tooth: '14', surfaces: ['O'], condition: 'Filled', kind: 'Planned' })]);
    expect(planned['14']?.planned).toEqual([{ condition: 'Filled', surfaces: ['O'] }]);
    expect(planned['14']?.surfaces).toEqual({});
    const done = chartState([
      entry({ tooth: '14', surfaces: ['O'], condition: 'Filled', kind: 'Planned' }),
      entry({ tooth: '14', surfaces: ['O'], condition: 'Filled', kind: 'Completed', date: '2026-06-01' }),
    ]);
    expect(done['14']?.planned).toEqual([]);
    expect(done['14']?.surfaces).toEqual({ O: 'Filled' });
  });

  it('counts teeth per condition', () => {
    const state = chartState([
      entry({ tooth: '1', condition: 'Missing' }),
      entry({ tooth: '3', surfaces: ['O', 'M'], condition: 'Decayed' }),
      entry({ tooth: '14', surfaces: ['O'], condition: 'Decayed' }),
    ]);
    expect(conditionCounts(state)).toEqual({ Missing: 1, Decayed: 2 });
  });
});
