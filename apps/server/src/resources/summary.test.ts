import { boolean, choice, SUMMARY_NONE, text } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { MAX_GROUPS, orderPoints, SUMMARY_OTHER } from './summary.js';

const blood = choice({ label: 'Blood Type', options: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] });
const status = choice({ label: 'Status', options: ['Completed', 'Pending'] });

describe('orderPoints', () => {
  it('keeps choice values in their declared order, None last', () => {
    const points = [
      { key: 'O-', value: 9 },
      { key: SUMMARY_NONE, value: 4 },
      { key: 'A+', value: 1 },
      { key: 'AB+', value: 2 },
    ];
    expect(orderPoints(points, blood, undefined, false).map((p) => p.key)).toEqual(['A+', 'AB+', 'O-', 'None']);
  });

  it('orders prefixes of choice values by the first option that has them', () => {
    const points = [
      { key: 'O', value: 1 },
      { key: 'AB', value: 1 },
      { key: 'B', value: 1 },
      { key: 'A', value: 1 },
    ];
    expect(orderPoints(points, blood, undefined, true).map((p) => p.key)).toEqual(['A', 'B', 'AB', 'O']);
  });

  it('orders free text by size then name, and series by their declared order', () => {
    const points = [
      { key: 'Spain', series: 'Pending', value: 1 },
      { key: 'France', series: 'Pending', value: 1 },
      { key: 'France', series: 'Completed', value: 2 },
      { key: 'Germany', series: 'Completed', value: 1 },
      { key: 'Germany', series: 'Pending', value: 2 },
    ];
    expect(orderPoints(points, text({ label: 'Country' }), status, false)).toEqual([
      { key: 'France', series: 'Completed', value: 2 },
      { key: 'France', series: 'Pending', value: 1 },
      { key: 'Germany', series: 'Completed', value: 1 },
      { key: 'Germany', series: 'Pending', value: 2 },
      { key: 'Spain', series: 'Pending', value: 1 },
    ]);
  });

  it('puts Yes before No', () => {
    const points = [
      { key: 'No', value: 5 },
      { key: 'Yes', value: 1 },
    ];
    expect(orderPoints(points, boolean({ label: 'Active' }), undefined, false).map((p) => p.key)).toEqual([
      'Yes',
      'No',
    ]);
  });

  it(`adds up the smallest groups as Other beyond ${MAX_GROUPS}`, () => {
    const points = Array.from({ length: MAX_GROUPS + 5 }, (_, i) => ({
      key: `City ${String(i).padStart(2, '0')}`,
      value: i + 1,
    }));
    const out = orderPoints(points, text({ label: 'City' }), undefined, false);
    expect(out).toHaveLength(MAX_GROUPS);
    expect(out[0]).toEqual({ key: `City ${MAX_GROUPS + 4}`, value: MAX_GROUPS + 5 });
    // The six smallest (1..6) are added up.
    expect(out.at(-1)).toEqual({ key: SUMMARY_OTHER, value: 21 });
    expect(out.reduce((s, p) => s + p.value, 0)).toBe(points.reduce((s, p) => s + p.value, 0));
  });
});
