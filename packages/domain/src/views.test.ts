import { describe, expect, it } from 'vitest';
import { choice, date, integer, money, text } from './fields.js';
import { defineResource, listQuerySchema } from './resource.js';
import { type ListView, matchesView, viewProblems } from './views.js';

const fields = {
  name: text({ label: 'Name', required: true }),
  quantity: integer({ label: 'Quantity' }),
  level: integer({ label: 'Level' }),
  expires: date({ label: 'Expires' }),
  price: money({ label: 'Price' }),
  kind: choice({ label: 'Kind', options: ['A', 'B'] }),
};

const low: ListView = {
  name: 'low',
  label: 'Low',
  where: [{ field: 'quantity', op: 'lte', otherField: 'level', otherDefault: 10 }],
};
const expired: ListView = { name: 'expired', label: 'Expired', where: [{ field: 'expires', op: 'lt', today: true }] };

describe('named views', () => {
  it('match a record as SQL would: the other field or its default, today, and no match on an empty value', () => {
    expect(matchesView(low, { quantity: 5, level: 5 }, '2026-01-01')).toBe(true);
    expect(matchesView(low, { quantity: 6, level: 5 }, '2026-01-01')).toBe(false);
    expect(matchesView(low, { quantity: 10, level: null }, '2026-01-01')).toBe(true);
    expect(matchesView(low, { quantity: 11 }, '2026-01-01')).toBe(false);
    expect(matchesView(low, { quantity: null, level: 5 }, '2026-01-01')).toBe(false);
    expect(matchesView(expired, { expires: '2025-12-31' }, '2026-01-01')).toBe(true);
    expect(matchesView(expired, { expires: '2026-01-01' }, '2026-01-01')).toBe(false);
    expect(matchesView(expired, { expires: null }, '2026-01-01')).toBe(false);
    const both: ListView = { ...low, where: [...low.where, { field: 'quantity', op: 'gt', value: 0 }] };
    expect(matchesView(both, { quantity: 0, level: 3 }, '')).toBe(false);
    expect(matchesView(both, { quantity: 2, level: 3 }, '')).toBe(true);
  });

  it('are checked when the record type is defined', () => {
    expect(viewProblems('things', fields, [low, expired])).toEqual([]);
    expect(
      viewProblems('things', fields, [
        { name: 'Bad Name', label: 'x', where: [] },
        { name: 'twice', label: 'x', where: [{ field: 'name', op: 'eq', value: 'x' }] },
        { name: 'twice', label: 'x', where: [{ field: 'quantity', op: 'lt', today: true }] },
        { name: 'money', label: 'x', where: [{ field: 'price', op: 'gt', value: 1 }] },
        { name: 'mixed', label: 'x', where: [{ field: 'expires', op: 'lt', otherField: 'level' }] },
        { name: 'typed', label: 'x', where: [{ field: 'quantity', op: 'eq', value: '3' }] },
        { name: 'ghost', label: 'x', where: [{ field: 'nothing', op: 'eq', value: 1 }] },
      ]),
    ).toEqual([
      'things: view name Bad Name is not camelCase',
      'things: view Bad Name has no condition',
      'things: view twice compares name, a text field (allowed: integer, decimal, date)',
      'things: two views are named twice',
      'things: view twice compares quantity with today, but it is not a date',
      'things: view money compares price, a money field (allowed: integer, decimal, date)',
      'things: view mixed compares expires with level of another kind',
      'things: view typed compares quantity with a value of the wrong type',
      'things: view ghost names unknown field nothing',
    ]);
    const define = (views: ListView<keyof typeof fields>[]) =>
      defineResource({
        name: 'things',
        table: 'things',
        label: 'Thing',
        plural: 'Things',
        titleField: 'name',
        fields,
        list: { columns: ['name'], views },
        permissions: { read: null, write: null },
      });
    expect(() => define([{ name: 'low', label: 'Low', where: [{ field: 'kind', op: 'eq', value: 'A' }] }])).toThrow(
      'things: view low compares kind, a choice field',
    );
    const def = define([low as ListView<keyof typeof fields>, expired as ListView<keyof typeof fields>]);
    expect(listQuerySchema(def).safeParse({ view: 'low' }).success).toBe(true);
    expect(listQuerySchema(def).safeParse({ view: 'all' }).error?.issues[0]?.message).toBe(
      'view: choose from low, expired',
    );
  });

  it('exclude options of a choice field: an empty value never matches, unknown options are refused', () => {
    const live: ListView = {
      name: 'live',
      label: 'Live',
      where: [
        { field: 'expires', op: 'lt', today: true },
        { field: 'kind', notIn: ['B'] },
      ],
    };
    expect(viewProblems('things', fields, [live])).toEqual([]);
    expect(matchesView(live, { expires: '2025-12-31', kind: 'A' }, '2026-01-01')).toBe(true);
    expect(matchesView(live, { expires: '2025-12-31', kind: 'B' }, '2026-01-01')).toBe(false);
    expect(matchesView(live, { expires: '2025-12-31', kind: null }, '2026-01-01')).toBe(false);
    expect(matchesView(live, { expires: '2026-02-01', kind: 'A' }, '2026-01-01')).toBe(false);
    expect(
      viewProblems('things', fields, [
        { name: 'odd', label: 'x', where: [{ field: 'kind', notIn: ['C'] }] },
        { name: 'none', label: 'x', where: [{ field: 'kind', notIn: [] }] },
        { name: 'text', label: 'x', where: [{ field: 'name', notIn: ['A'] }] },
      ]),
    ).toEqual([
      'things: view odd excludes C, not options of kind',
      'things: view none excludes nothing, not options of kind',
      'things: view text excludes options of name, a text field',
    ]);
  });
});
