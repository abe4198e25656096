import {
  boolean,
  choice,
  DEFAULT_WEEK_HOURS,
  date,
  datetime,
  decimal,
  json,
  money,
  now,
  reference,
  tooth,
  weekDayOf,
  weekHoursSchema,
} from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../i18n/useTranslation';
import { pickerOptions } from './choiceOptions';
import { type FormatContext, formatValue } from './format';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const ctx: FormatContext = { t, language: 'en', dateFormat: 'DD-MM-YYYY', currency: 'EUR', currencySymbol: '€' };

describe('money', () => {
  it('is formatted from the decimal string exactly, even past floating-point precision', () => {
    expect(formatValue(money({ label: 'P' }), '90071992547409.93', ctx)).toBe('€90,071,992,547,409.93');
    expect(formatValue(money({ label: 'P' }), '0.10', ctx)).toBe('€0.10');
  });
});

describe('formatValue', () => {
  it('formats by kind', () => {
    expect(formatValue(money({ label: 'P' }), '1250.5', ctx)).toBe('€1,250.50');
    expect(formatValue(date({ label: 'D' }), '2026-03-04', ctx)).toBe('04-03-2026');
    expect(formatValue(datetime({ label: 'D' }), '2026-03-04T09:15:00', ctx)).toBe('04-03-2026 09:15');
    expect(formatValue(decimal({ label: 'R', scale: 2 }), 4.5, ctx)).toBe('4.50');
    expect(formatValue(boolean({ label: 'B' }), false, ctx)).toBe('«No»');
    expect(formatValue(choice({ label: 'C', options: ['Open'] }), 'Open', ctx)).toBe('«Open»');
  });

  it('never shows the raw id of a reference: a record that cannot be named shows the fallback text', () => {
    expect(formatValue(reference({ label: 'R', resource: 'x' }), 12, ctx, 'Dr Who')).toBe('Dr Who');
    expect(formatValue(reference({ label: 'R', resource: 'x' }), 12, ctx)).toBe('«Unknown»');
    const clinic = reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' });
    expect(formatValue(clinic, 12, ctx, null)).toBe('«Clinic not found»');
    expect(formatValue(clinic, null, ctx, null)).toBe('');
  });

  it("summarises opening hours as today's", () => {
    const field = json({ label: 'H', schema: weekHoursSchema, widget: 'weekHours' });
    const day = weekDayOf(now());
    const hours = DEFAULT_WEEK_HOURS[day];
    const expected = hours.closed ? '«Closed»' : `\u2066${hours.open} - ${hours.close}\u2069`;
    expect(formatValue(field, DEFAULT_WEEK_HOURS, ctx)).toBe(`«${day}»: ${expected}`);
  });

  it('shows a tooth in the clinic numbering and lists the picker in mouth order', () => {
    const field = tooth({ label: 'Tooth' });
    expect(formatValue(field, '5', ctx)).toBe('5');
    expect(formatValue(field, '5', { ...ctx, toothNumbering: 'fdi' })).toBe('14');
    expect(formatValue(field, '5', { ...ctx, toothNumbering: 'palmer' })).toBe('UR4');
    const fill = ((key: string, values?: Record<string, string>) =>
      key.replace(/{{(\w+)}}/g, (_, k: string) => values?.[k] ?? '')) as unknown as TFunction;
    const options = pickerOptions(field, { t: fill, language: 'en', toothNumbering: 'fdi' });
    expect(options.slice(0, 2).map((o) => o.label)).toEqual([
      '18 — upper right third molar',
      '17 — upper right second molar',
    ]);
    expect(options.find((o) => o.value === '5')?.label).toBe('14 — upper right first premolar');
  });

  it('shows empty values as nothing', () => {
    expect(formatValue(money({ label: 'P' }), null, ctx)).toBe('');
  });
});
