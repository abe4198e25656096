import { describe, expect, it } from 'vitest';
import { clinics } from './clinics.js';
import { boolean, choice, choices, integer, money, reference, text } from './fields.js';
import { medicamentCategories } from './medicament-categories.js';
import { defineResource } from './resource.js';
import { summaryProblems, summaryResponseSchema } from './summary.js';

const fields = {
  name: text({ label: 'Name', required: true }),
  bloodType: choice({ label: 'Blood Type', options: ['A+', 'A-', 'B+', 'AB+', 'O-'] }),
  status: choice({ label: 'Status', options: ['Paid', 'Pending'] }),
  tags: choices({ label: 'Tags', options: ['x', 'y'] }),
  active: boolean({ label: 'Active' }),
  amount: money({ label: 'Amount' }),
  visits: integer({ label: 'Visits' }),
  clinic: reference({ label: 'Clinic', resource: 'clinics' }),
};

const define = (summary: Parameters<typeof defineResource<typeof fields>>[0]['summary']) =>
  defineResource({
    name: 'things',
    table: 'things',
    label: 'Thing',
    plural: 'Things',
    titleField: 'name',
    fields,
    list: { columns: ['name'] },
    permissions: { read: null, write: 'settings.manage' },
    summary,
  });

describe('summary declarations', () => {
  it('accept tiles and charts over fields of the right kinds', () => {
    const def = define({
      tiles: [
        { label: 'Total' },
        { label: 'Paid', where: { field: 'status', in: ['Paid'] } },
        { label: 'Tagged', where: { field: 'tags', in: ['x'] } },
        { label: 'Active', where: { field: 'active', in: ['true'] } },
        { label: 'Amount Paid', where: { field: 'status', in: ['Paid'] }, sum: 'amount' },
        { label: 'Visits', sum: 'visits' },
      ],
      charts: [
        { title: 'By blood type', type: 'pie', groupBy: 'bloodType', prefix: true },
        { title: 'By clinic and status', type: 'bar', groupBy: 'clinic', series: 'status' },
        { title: 'By name', type: 'line', groupBy: 'name' },
      ],
    });
    expect(def.summary?.tiles).toHaveLength(6);
  });

  it('name only existing fields (checked by the types)', () => {
    // @ts-expect-error: `nope` is not a field
    expect(() => define({ tiles: [{ label: 'X', sum: 'nope' }], charts: [] })).toThrow(/unknown field nope/);
    // @ts-expect-error: `nope` is not a field
    expect(() => define({ tiles: [], charts: [{ title: 'X', type: 'bar', groupBy: 'nope' }] })).toThrow(
      /unknown field nope/,
    );
  });

  it('refuse fields of the wrong kind, unknown choice values, prefixes of references and duplicates', () => {
    const problems = summaryProblems('things', fields, {
      tiles: [
        { label: 'Sum of names', sum: 'name' },
        { label: 'Odd', where: { field: 'status', in: ['Refunded'] } },
        { label: 'None', where: { field: 'status', in: [] } },
        { label: 'By amount', where: { field: 'amount', in: ['1'] } },
        { label: 'Odd' },
      ],
      charts: [
        { title: 'Amounts', type: 'bar', groupBy: 'amount' },
        { title: 'Series of text', type: 'bar', groupBy: 'status', series: 'name' },
        { title: 'Self', type: 'bar', groupBy: 'status', series: 'status' },
        { title: 'Prefix', type: 'pie', groupBy: 'clinic', prefix: true },
        { title: 'Prefix', type: 'pie', groupBy: 'name' },
      ],
    });
    expect(problems).toEqual([
      'things: summary tile "Sum of names" sum name is a text field (allowed: money, integer)',
      'things: summary tile "Odd": Refunded is not a value of status',
      'things: summary tile "None" matches no value',
      'things: summary tile "By amount" where amount is a money field (allowed: choice, text, boolean, choices)',
      'things: two summary tiles are labelled Odd',
      'things: summary chart "Amounts" groupBy amount is a money field (allowed: choice, choices, textList, text, boolean, reference, date, datetime)',
      'things: summary chart "Series of text" series name is a text field (allowed: choice, boolean)',
      'things: summary chart "Self" series is its groupBy',
      'things: summary chart "Prefix" prefix needs a text or choice field',
      'things: two summary charts are titled Prefix',
    ]);
    expect(() =>
      define({ tiles: [{ label: 'Odd', where: { field: 'status', in: ['Refunded'] } }], charts: [] }),
    ).toThrow(/Refunded is not a value of status/);
  });

  it('average number and money fields, to 0 to 6 places, and nothing else', () => {
    const def = define({
      tiles: [
        { label: 'Avg. Visits', avg: 'visits', decimals: 1 },
        { label: 'Avg. Amount', avg: 'amount' },
      ],
      charts: [{ title: 'Per tag', type: 'bar', groupBy: 'tags' }],
    });
    expect(def.summary?.tiles).toHaveLength(2);
    expect(
      summaryProblems('things', fields, {
        tiles: [
          { label: 'Avg. Name', avg: 'name' },
          { label: 'Both', avg: 'visits', sum: 'visits' },
          { label: 'Places', avg: 'visits', decimals: 7 },
          { label: 'Half', avg: 'visits', decimals: 1.5 },
          { label: 'Count', decimals: 1 },
        ],
        charts: [],
      }),
    ).toEqual([
      'things: summary tile "Avg. Name" avg name is a text field (allowed: money, integer, decimal)',
      'things: summary tile "Both" both sums and averages',
      'things: summary tile "Places" decimals must be 0 to 6',
      'things: summary tile "Half" decimals needs an avg and a whole number',
      'things: summary tile "Count" decimals needs an avg and a whole number',
    ]);
  });

  it('total per currency only a money sum, by a text field', () => {
    expect(
      summaryProblems('things', fields, {
        tiles: [
          { label: 'Per currency', sum: 'amount', byCurrency: 'name' },
          { label: 'Count', byCurrency: 'name' },
          { label: 'By tags', sum: 'amount', byCurrency: 'tags' },
        ],
        charts: [],
      }),
    ).toEqual([
      'things: summary tile "Count" byCurrency needs a sum of a money field',
      'things: summary tile "By tags" byCurrency tags is a choices field (allowed: text)',
    ]);
  });

  it('are declared for clinics and not for medicament categories', () => {
    expect(clinics.summary).toEqual({
      tiles: [{ label: 'Total Clinics' }],
      charts: [{ title: 'Clinics per country', type: 'bar', groupBy: 'country' }],
    });
    expect(medicamentCategories.summary).toBeUndefined();
  });
});

describe('summaryResponseSchema', () => {
  it('takes counts, money totals as decimal strings, and points with an optional series', () => {
    const ok = {
      tiles: [
        { label: 'Total', value: 3 },
        { label: 'Paid', value: '1250.00' },
      ],
      charts: [
        {
          title: 'T',
          type: 'bar',
          points: [
            { key: 'A', value: 2 },
            { key: 'B', series: 'Paid', value: 1 },
          ],
        },
      ],
    };
    expect(summaryResponseSchema.safeParse(ok).success).toBe(true);
    expect(summaryResponseSchema.safeParse({ ...ok, charts: [{ title: 'T', type: 'area', points: [] }] }).success).toBe(
      false,
    );
    expect(summaryResponseSchema.safeParse({ tiles: [{ label: 'x', value: 1.5 }], charts: [] }).success).toBe(false);
    const averages = [
      { label: 'Avg. Rating', value: '4.37', format: 'decimal' },
      { label: 'Avg. Rating', value: null, format: 'decimal' },
    ];
    expect(summaryResponseSchema.safeParse({ tiles: averages, charts: [] }).success).toBe(true);
    expect(
      summaryResponseSchema.safeParse({ tiles: [{ label: 'x', value: '1', format: 'percent' }], charts: [] }).success,
    ).toBe(false);
  });
});
