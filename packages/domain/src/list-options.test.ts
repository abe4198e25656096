import { describe, expect, it } from 'vitest';
import { choice, date, longText, text } from './fields.js';
import { createSchema, defineResource, listQuerySchema, ruleMessage } from './resource.js';

/** The list's date range and in-place edits, and rule messages that name what is wrong. */

const base = {
  name: 'visits',
  table: 'visits',
  label: 'Visit',
  plural: 'Visits',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true }),
    notes: longText({ label: 'Notes' }),
    status: choice({ label: 'Status', options: ['Open', 'Closed'] }),
    day: date({ label: 'Day' }),
  },
  permissions: { read: null, write: null },
} as const;

describe('list.dateRange and list.inlineEdit', () => {
  it('take a date field and writable one-line columns', () => {
    const def = defineResource({
      ...base,
      list: { columns: ['title', 'status', 'day'], dateRange: 'day', inlineEdit: ['status', 'day', 'title'] },
    });
    expect(listQuerySchema(def).parse({ from: '2026-01-01' })).toMatchObject({ from: '2026-01-01' });
  });

  it('refuse a range on a field that is not a date, and in-place edits the grid cannot make', () => {
    expect(() => defineResource({ ...base, list: { columns: ['title'], dateRange: 'status' } })).toThrow(
      'visits: list.dateRange status is not a date or date-time field',
    );
    expect(() => defineResource({ ...base, list: { columns: ['title', 'notes'], inlineEdit: ['notes'] } })).toThrow(
      /list\.inlineEdit notes must be a writable column/,
    );
    expect(() => defineResource({ ...base, list: { columns: ['title'], inlineEdit: ['status'] } })).toThrow(
      /list\.inlineEdit status must be a writable column/,
    );
  });

  it('a list without a date range has no from and to', () => {
    const def = defineResource({ ...base, list: { columns: ['title'] } });
    expect(listQuerySchema(def).safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});

describe('rule messages', () => {
  const rule = {
    path: 'title' as const,
    message: 'Words not allowed: {{words}}',
    when: (v: Readonly<Record<string, unknown>>) => String(v.title).includes('x'),
    params: (v: Readonly<Record<string, unknown>>) => ({
      words: String(v.title)
        .split(' ')
        .filter((w) => w.includes('x'))
        .join(', '),
    }),
  };

  it('fill their {{name}} parts from the record; without params they stay as written', () => {
    expect(ruleMessage(rule, { title: 'box and fox' })).toBe('Words not allowed: box, fox');
    expect(ruleMessage({ ...rule, params: undefined }, { title: 'box' })).toBe('Words not allowed: {{words}}');
    const def = defineResource({ ...base, list: { columns: ['title'] }, rules: [rule] });
    const issues = createSchema(def).safeParse({ title: 'wax on' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['Words not allowed: wax']);
  });
});
