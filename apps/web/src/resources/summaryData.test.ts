import { choice, clinics, defineResource, text } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../i18n/useTranslation';
import type { FormatContext } from './format';
import { chartData, formatTile, formatTileValue, groupLabel, summaryQuery } from './summaryData';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const ctx: FormatContext = { t, language: 'en', dateFormat: 'DD-MM-YYYY', currency: 'EUR', currencySymbol: '€' };

const tests = defineResource({
  name: 'lab-tests',
  table: 'lab_tests',
  label: 'Lab Test',
  plural: 'Lab Tests',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true }),
    category: choice({ label: 'Category', options: ['Blood', 'Urine'] }),
    status: choice({ label: 'Status', options: ['Completed', 'Pending'] }),
  },
  list: { columns: ['name'] },
  permissions: { read: null, write: 'settings.manage' },
  summary: {
    tiles: [{ label: 'Total' }],
    charts: [{ title: 'By category', type: 'bar', groupBy: 'category', series: 'status' }],
  },
});

describe('summaryQuery', () => {
  it('sends the trimmed search and the set filters only', () => {
    expect(summaryQuery({ q: '  lyon ', filters: { country: 'France', city: '' } })).toEqual({
      q: 'lyon',
      country: 'France',
    });
    expect(summaryQuery({ q: '   ' })).toEqual({});
    expect(summaryQuery({ view: 'lowStock', filters: {} })).toEqual({ view: 'lowStock' });
  });
});

describe('formatTileValue', () => {
  it('formats counts as numbers and money totals with the clinic currency', () => {
    expect(formatTileValue(12345, ctx)).toBe('12,345');
    expect(formatTileValue('1250.50', ctx)).toBe('€1,250.50');
  });

  it('formats averages with the places the server kept, and a dash when there is nothing to average', () => {
    expect(formatTileValue('4.37', ctx, 'decimal')).toBe('4.37');
    expect(formatTileValue('8.0', ctx, 'decimal')).toBe('8.0');
    expect(formatTileValue('1234.5', { ...ctx, language: 'fr' }, 'decimal')).toBe('1\u202f234,5');
    expect(formatTileValue('92.50', ctx, 'money')).toBe('€92.50');
    expect(formatTileValue(null, ctx, 'decimal')).toBe('—');
  });
});

describe('formatTile', () => {
  it('shows a tile totalled per currency as one amount per currency, each with its own symbol', () => {
    const tile = {
      label: 'Received',
      value: null,
      currencies: [
        { currency: 'USD', value: '120.00' },
        { currency: 'EUR', value: '80.00' },
      ],
    };
    expect(formatTile(tile, ctx)).toBe('$120.00 · €80.00');
    expect(formatTile({ label: 'Refunded', value: '0.00', currencies: [] }, ctx)).toBe('€0.00');
    expect(formatTile({ label: 'Count', value: 3 }, ctx)).toBe('3');
  });
});

describe('groupLabel', () => {
  it('translates choice values and the server words, not free text', () => {
    expect(groupLabel('Pending', tests.fields.status, ctx)).toBe('«Pending»');
    expect(groupLabel('None', clinics.fields.country, ctx)).toBe('«None»');
    expect(groupLabel('Other', clinics.fields.country, ctx)).toBe('«Other»');
    // A country is named in the reader's language from its code; text kept from before the list is shown as is.
    expect(groupLabel('FR', clinics.fields.country, ctx)).toBe('France');
    expect(groupLabel('DE', clinics.fields.country, { ...ctx, language: 'fr' })).toBe('Allemagne');
    expect(groupLabel('Atlantis', clinics.fields.country, ctx)).toBe('Atlantis');
  });
});

describe('chartData', () => {
  it('makes one series of a chart without series', () => {
    const chart = {
      title: 'Clinics per country',
      type: 'bar' as const,
      points: [
        { key: 'FR', value: 3 },
        { key: 'None', value: 1 },
      ],
    };
    expect(chartData(chart, clinics, 'country', undefined, ctx)).toEqual({
      categories: ['France', '«None»'],
      keys: ['FR', 'None'],
      seriesKeys: [],
      series: [{ data: [3, 1] }],
      totals: [3, 1],
      money: false,
    });
  });

  it('makes one series per series value, with zeros where a group has none', () => {
    const chart = {
      title: 'By category',
      type: 'bar' as const,
      points: [
        { key: 'Blood', series: 'Completed', value: 2 },
        { key: 'Blood', series: 'Pending', value: 1 },
        { key: 'Urine', series: 'Pending', value: 4 },
      ],
    };
    expect(chartData(chart, tests, 'category', 'status', ctx)).toEqual({
      categories: ['«Blood»', '«Urine»'],
      keys: ['Blood', 'Urine'],
      seriesKeys: ['Completed', 'Pending'],
      series: [
        { label: '«Completed»', data: [2, 0] },
        { label: '«Pending»', data: [1, 4] },
      ],
      totals: [3, 4],
      money: false,
    });
  });

  it('adds money totals up in cents and plots them in currency units', () => {
    const chart = {
      title: 'By category',
      type: 'bar' as const,
      points: [
        { key: 'Blood', series: 'Completed', value: '0.10' },
        { key: 'Blood', series: 'Pending', value: '0.20' },
        { key: 'Urine', series: 'Pending', value: '1250.05' },
      ],
    };
    expect(chartData(chart, tests, 'category', 'status', ctx)).toEqual({
      categories: ['«Blood»', '«Urine»'],
      keys: ['Blood', 'Urine'],
      seriesKeys: ['Completed', 'Pending'],
      series: [
        { label: '«Completed»', data: [0.1, 0] },
        { label: '«Pending»', data: [0.2, 1250.05] },
      ],
      totals: [0.3, 1250.05],
      money: true,
    });
  });
});
