import { choice, date, text } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, chartKind, valueColors } from './chartColors';

const chips = { success: '#2e7d32', error: '#d32f2f', warning: '#ed6c02' };

describe('chart colours and kinds', () => {
  it('gives ten categories ten different colours (a pie of more than seven slices never repeats one)', () => {
    const keys = Array.from({ length: 20 }, (_, i) => `Drug class ${i}`);
    const colours = valueColors(keys, text({ label: 'Category' }), chips);
    expect(new Set(colours).size).toBe(20);
    expect(new Set(CHART_PALETTE).size).toBe(CHART_PALETTE.length);
  });

  it('draws a choice value in its chip’s colour, once; the others in distinct palette colours', () => {
    const status = choice({
      label: 'Status',
      options: ['In Stock', 'Low Stock', 'Out of Stock', 'Expired', 'Other'],
      colors: { 'In Stock': 'success', 'Low Stock': 'warning', 'Out of Stock': 'error', Expired: 'error' },
    });
    const colours = valueColors(['Low Stock', 'In Stock', 'Out of Stock', 'Expired', 'Other'], status, chips);
    expect(colours.slice(0, 3)).toEqual(['#ed6c02', '#2e7d32', '#d32f2f']);
    expect(new Set(colours).size).toBe(5);
  });

  it('draws lines only over time, bars over categories', () => {
    expect(chartKind({ type: 'line' }, date({ label: 'Issued' }), 3)).toBe('line');
    expect(chartKind({ type: 'line' }, text({ label: 'Doctor' }), 3)).toBe('bar');
    expect(chartKind({ type: 'bar' }, text({ label: 'Doctor' }), 3)).toBe('bar');
    expect(chartKind({ type: 'pie' }, text({ label: 'Doctor' }), 3)).toBe('pie');
    // A choice over categories (blood types by gender) is never a line.
    const bloodType = choice({ label: 'Blood Type', options: ['A+', 'O-'] });
    expect(chartKind({ type: 'line' }, bloodType, 8)).toBe('bar');
  });

  it('draws a single month as a bar: a line through one point shows nothing', () => {
    expect(chartKind({ type: 'line' }, date({ label: 'Prescription Date' }), 1)).toBe('bar');
    expect(chartKind({ type: 'line' }, date({ label: 'Prescription Date' }), 2)).toBe('line');
  });
});
