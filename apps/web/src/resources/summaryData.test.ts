import { choice, clinics, defineResource, text } from '@chairside/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FormatContext } from './format';
import { chartData, formatTileValue, groupLabel, summaryQuery } from './summaryData';

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
  });
});

describe('formatTileValue', () => {
  it('formats counts as numbers and money totals with the clinic currency', () => {
    expect(formatTileValue(12345, ctx)).toBe('12,345');
    expect(formatTileValue('1250.50', ctx)).toBe('€1,250.50');
  });
});

describe('groupLabel', () => {
  it('translates choice values and the server words, not free text', () => {
    expect(groupLabel('Pending', tests.fields.status, ctx)).toBe('«Pending»');
    expect(groupLabel('None', clinics.fields.country, ctx)).toBe('«None»');
    expect(groupLabel('Other', clinics.fields.country, ctx)).toBe('«Other»');
    expect(groupLabel('France', clinics.fields.country, ctx)).toBe('France');
  });
});

describe('chartData', () => {
  it('makes one series of a chart without series', () => {
    const chart = {
      title: 'Clinics per country',
      type: 'bar' as const,
      points: [
        { key: 'France', value: 3 },
        { key: 'None', value: 1 },
      ],
    };
    expect(chartData(chart, clinics, 'country', undefined, ctx)).toEqual({
      categories: ['France', '«None»'],
      series: [{ data: [3, 1] }],
      totals: [3, 1],
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
      series: [
        { label: '«Completed»', data: [2, 0] },
        { label: '«Pending»', data: [1, 4] },
      ],
      totals: [3, 4],
    });
  });
});
