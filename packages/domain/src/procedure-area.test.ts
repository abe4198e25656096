import { describe, expect, it } from 'vitest';
import { spanEntries } from './chart-state.js';
import {
  areaOf,
  areaTeeth,
  areaText,
  PROCEDURE_REGIONS,
  spanPartners,
  spanProblem,
  spanTeeth,
} from './procedure-area.js';

const en = (s: string) => s;

describe('procedure areas', () => {
  it('names the area from the fields: a region, a span, a tooth, else the whole mouth', () => {
    expect(areaOf({ region: 'Upper Arch' })).toBe('Arch');
    expect(areaOf({ region: 'Sextant 2 (Upper Anterior)' })).toBe('Sextant');
    expect(areaOf({ tooth: '3', lastTooth: '5' })).toBe('Span');
    expect(areaOf({ tooth: '3', lastTooth: null })).toBe('Tooth');
    expect(areaOf({})).toBe('Mouth');
  });

  it('spans teeth of one arch and dentition, in mouth order, whichever end comes first', () => {
    expect(spanTeeth('5', '3')).toEqual(['3', '4', '5']);
    expect(spanTeeth('7', '10')).toEqual(['7', '8', '9', '10']);
    expect(spanTeeth('3', '30')).toEqual([]);
    expect(spanTeeth('3', 'B')).toEqual([]);
    expect(spanPartners('3')).toHaveLength(15);
    expect(spanProblem({ tooth: '3', lastTooth: '30' })).toMatch(/one arch/);
    expect(spanProblem({ tooth: '3', lastTooth: '3' })).toMatch(/two teeth or more/);
    expect(spanProblem({ lastTooth: '3' })).toMatch(/first tooth too/);
    expect(spanProblem({ tooth: '3', lastTooth: '5' })).toBeNull();
  });

  it('covers the standard quadrants, sextants and arches', () => {
    const sizes = PROCEDURE_REGIONS.map((r) => [r, areaTeeth({ region: r }).length]);
    expect(Object.fromEntries(sizes)).toEqual({
      'Upper Right Quadrant': 8,
      'Upper Left Quadrant': 8,
      'Lower Left Quadrant': 8,
      'Lower Right Quadrant': 8,
      'Sextant 1 (Upper Right)': 5,
      'Sextant 2 (Upper Anterior)': 6,
      'Sextant 3 (Upper Left)': 5,
      'Sextant 4 (Lower Left)': 5,
      'Sextant 5 (Lower Anterior)': 6,
      'Sextant 6 (Lower Right)': 5,
      'Upper Arch': 16,
      'Lower Arch': 16,
    });
    // Universal 6–11 are the upper canines and incisors; the primary dentition has its own quadrant.
    expect(areaTeeth({ region: 'Sextant 2 (Upper Anterior)' })).toEqual(['6', '7', '8', '9', '10', '11']);
    expect(areaTeeth({ region: 'Upper Right Quadrant' }, 'primary')).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('writes the area in the clinic’s numbering, a span from its lower number', () => {
    expect(areaText({ tooth: '5', lastTooth: '3' }, 'fdi', en)).toBe('14–16');
    expect(areaText({ tooth: '5', lastTooth: '3' }, 'universal', en)).toBe('3–5');
    expect(areaText({ tooth: '5' }, 'palmer', en)).toBe('UR4');
    expect(areaText({ region: 'Lower Left Quadrant' }, 'fdi', (s) => `«${s}»`)).toBe('«Lower Left Quadrant»');
    expect(areaText({}, 'fdi', en)).toBe('');
  });

  it('charts a bridge span as abutments at its ends and pontics between', () => {
    const entry = {
      id: 1,
      tooth: '3',
      surfaces: [],
      kind: 'Completed' as const,
      condition: 'Bridge Pontic' as const,
      date: '2026-01-01',
    };
    expect(spanEntries(entry, '6').map((e) => [e.tooth, e.condition])).toEqual([
      ['3', 'Bridge Abutment'],
      ['4', 'Bridge Pontic'],
      ['5', 'Bridge Pontic'],
      ['6', 'Bridge Abutment'],
    ]);
    expect(spanEntries({ ...entry, condition: 'Crown' }, '4').map((e) => e.condition)).toEqual(['Crown', 'Crown']);
  });
});
