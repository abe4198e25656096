import { describe, expect, it } from 'vitest';
import { lengthBetween, parseSpacing } from './measure';

describe('the length measurement', () => {
  it('is calibrated by the DICOM pixel spacing, rows and columns each their own', () => {
    const spacing = parseSpacing('0.2 × 0.1');
    expect(spacing).toEqual({ row: 0.2, column: 0.1 });
    // 30 columns × 0.1 mm and 20 rows × 0.2 mm: a 3–4–5 triangle.
    expect(lengthBetween({ x: 10, y: 10 }, { x: 40, y: 30 }, spacing)).toEqual({ value: '5.0', unit: 'mm' });
  });

  it('is in pixels when the picture has no spacing', () => {
    expect(parseSpacing(null)).toBeNull();
    expect(parseSpacing('')).toBeNull();
    expect(lengthBetween({ x: 0, y: 0 }, { x: 30, y: 40 }, null)).toEqual({ value: '50', unit: 'px' });
  });
});
