import { describe, expect, it } from 'vitest';
import { type BidiRun, paragraphDirection, shaperText, visualRuns } from './bidi.js';

/** The runs as `text/script/direction`, left to right as they are printed. */
const order = (runs: BidiRun[]) => runs.map((r) => `${r.text}/${r.script[0]}/${r.direction}`);

describe('paragraphDirection', () => {
  it('is that of the first letter, left to right without one', () => {
    expect(paragraphDirection('ليلى حداد')).toBe('rtl');
    expect(paragraphDirection('12 - ليلى Smith')).toBe('rtl');
    expect(paragraphDirection('Łukasz ليلى')).toBe('ltr');
    expect(paragraphDirection('12:30')).toBe('ltr');
    expect(paragraphDirection('')).toBe('ltr');
  });
});

describe('visualRuns', () => {
  it('puts the words of Arabic text right to left, each drawn with the Arabic font', () => {
    expect(order(visualRuns('ليلى حداد'))).toEqual(['حداد/a/rtl', ' /l/rtl', 'ليلى/a/rtl']);
  });

  it('keeps digits and Latin words inside Arabic left to right', () => {
    expect(order(visualRuns('موعد 12 مايو'))).toEqual(['مايو/a/rtl', ' /l/rtl', '12/l/ltr', ' /l/rtl', 'موعد/a/rtl']);
    expect(order(visualRuns('الطبيب Dr. Smith اليوم'))).toEqual([
      'اليوم/a/rtl',
      ' /l/rtl',
      'Dr. Smith/l/ltr',
      ' /l/rtl',
      'الطبيب/a/rtl',
    ]);
  });

  it('keeps dates, times and decimals whole, and Arabic-Indic digits left to right', () => {
    expect(order(visualRuns('تاريخ 2026-03-02 الساعة 09:30'))).toEqual([
      '09:30/l/ltr',
      ' /l/rtl',
      'الساعة/a/rtl',
      ' /l/rtl',
      '2026-03-02/l/ltr',
      ' /l/rtl',
      'تاريخ/a/rtl',
    ]);
    expect(order(visualRuns('غرفة ١٢'))).toEqual(['١٢/a/ltr', ' /l/rtl', 'غرفة/a/rtl']);
  });

  it('puts an Arabic name inside Latin text right to left and leaves the rest in order', () => {
    expect(order(visualRuns('Patient ليلى حداد came at 09:30.'))).toEqual([
      'Patient /l/ltr',
      'حداد/a/rtl',
      ' /l/rtl',
      'ليلى/a/rtl',
      ' came at 09:30./l/ltr',
    ]);
    expect(order(visualRuns('Łukasz Żółć'))).toEqual(['Łukasz Żółć/l/ltr']);
  });

  it('keeps marks on their letters and neutrals at the paragraph edge in its direction', () => {
    expect(order(visualRuns('مُحَمَّد'))).toEqual(['مُحَمَّد/a/rtl']);
    expect(order(visualRuns('(ليلى)'))).toEqual([')/l/rtl', 'ليلى/a/rtl', '(/l/rtl']);
    expect(order(visualRuns('ليلى.'))).toEqual(['./l/rtl', 'ليلى/a/rtl']);
    expect(visualRuns('')).toEqual([]);
  });
});

describe('shaperText', () => {
  it('leaves Arabic to the shaper, pre-reverses what it would turn the wrong way, mirrors brackets', () => {
    expect(shaperText({ text: 'ليلى', script: 'arabic', direction: 'rtl' })).toBe('ليلى');
    expect(shaperText({ text: '١٢', script: 'arabic', direction: 'ltr' })).toBe('٢١');
    expect(shaperText({ text: 'Dr. Smith', script: 'latin', direction: 'ltr' })).toBe('Dr. Smith');
    expect(shaperText({ text: ' (', script: 'latin', direction: 'rtl' })).toBe(') ');
  });
});
