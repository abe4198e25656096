import {
  boolean,
  choice,
  choices,
  createSchema,
  date,
  defineResource,
  integer,
  money,
  reference,
  rows,
  text,
  textList,
} from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { initialFormValues, toApiValues } from './formValues';

const def = defineResource({
  name: 'things',
  table: 'things',
  label: 'Thing',
  plural: 'Things',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true }),
    note: text({ label: 'Note' }),
    count: integer({ label: 'Count', default: 3 }),
    price: money({ label: 'Price' }),
    day: date({ label: 'Day' }),
    active: boolean({ label: 'Active', default: true }),
    status: choice({ label: 'Status', options: ['A', 'B'] }),
    tags: choices({ label: 'Tags', options: ['x', 'y'] }),
    phones: textList({ label: 'Phones' }),
    owner: reference({ label: 'Owner', resource: 'users' }),
    secret: text({ label: 'Secret', readOnly: true }),
  },
  list: { columns: ['name'] },
  permissions: { read: null, write: 'settings.manage' },
});

describe('form values', () => {
  it('starts a new record from the fields defaults, with one empty text-list row', () => {
    expect(initialFormValues(def)).toEqual({
      name: '',
      note: '',
      count: '3',
      price: '',
      day: '',
      active: true,
      status: '',
      tags: [],
      phones: [''],
      owner: null,
    });
  });

  it('sends optional empties as null, numbers as numbers, money with two places', () => {
    const values = { ...initialFormValues(def), name: ' Bob ', count: '12', price: '12,5', phones: [''] };
    const body = toApiValues(def, values);
    expect(body).toEqual({
      name: ' Bob ',
      note: null,
      count: 12,
      price: '12.50',
      day: null,
      active: true,
      status: null,
      tags: [],
      phones: [],
      owner: null,
    });
    expect(createSchema(def).parse(body)).toMatchObject({ name: 'Bob', price: '12.50' });
  });

  it('drops the text-list entries left empty', () => {
    const values = { ...initialFormValues(def), name: 'Bob', phones: ['', '+33 1 23', '  ', '+33 4 56'] };
    expect(toApiValues(def, values).phones).toEqual(['+33 1 23', '+33 4 56']);
  });

  it('leaves a missing required value undefined so the schema reports it', () => {
    const result = createSchema(def).safeParse(toApiValues(def, initialFormValues(def)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('round-trips a stored record', () => {
    const record = {
      id: 1,
      createdAt: '',
      updatedAt: '',
      version: 4,
      name: 'Bob',
      note: null,
      count: 0,
      price: '3.00',
      day: '2026-01-31',
      active: false,
      status: 'B',
      tags: ['y'],
      phones: ['1', '2'],
      owner: 9,
      secret: 's',
    };
    const body = toApiValues(def, initialFormValues(def, record));
    const { id, createdAt, updatedAt, version, secret, ...writable } = record;
    expect(body).toEqual(writable);
  });
});

describe('rows fields in the form', () => {
  const withRows = defineResource({
    name: 'plans',
    table: 'plans',
    label: 'Plan',
    plural: 'Plans',
    titleField: 'name',
    fields: {
      name: text({ label: 'Name', required: true }),
      lines: rows({
        label: 'Lines',
        itemLabel: 'Line',
        fields: {
          item: text({ label: 'Item', required: true }),
          qty: integer({ label: 'Qty' }),
          cost: money({ label: 'Cost' }),
        },
      }),
    },
    list: { columns: ['name'] },
    permissions: { read: null, write: 'settings.manage' },
  });

  it('starts with one empty row, and a row left empty is not sent', () => {
    const values = initialFormValues(withRows);
    expect(values.lines).toEqual([{ item: '', qty: '', cost: '' }]);
    expect(toApiValues(withRows, { ...values, name: 'A' }).lines).toEqual([]);
  });

  it('starts a new row with its sub-fields’ defaults, and a row left at them is still empty', () => {
    const withDefault = defineResource({
      name: 'bills',
      table: 'bills',
      label: 'Bill',
      plural: 'Bills',
      titleField: 'name',
      list: { columns: ['name'] },
      permissions: { read: null, write: 'settings.manage' },
      fields: {
        name: text({ label: 'Name', required: true }),
        lines: rows({
          label: 'Lines',
          itemLabel: 'Line',
          fields: { item: text({ label: 'Item' }), qty: integer({ label: 'Qty', required: true, default: 1 }) },
        }),
      },
    });
    const values = initialFormValues(withDefault);
    expect(values.lines).toEqual([{ item: '', qty: '1' }]);
    expect(toApiValues(withDefault, { ...values, name: 'A' }).lines).toEqual([]);
    const typed = toApiValues(withDefault, { ...values, name: 'A', lines: [{ item: 'Crown', qty: '1' }] });
    expect(typed.lines).toEqual([{ item: 'Crown', qty: 1 }]);
  });

  it('converts each row like top-level fields: numbers, money, empties as null', () => {
    const record = {
      id: 1,
      createdAt: '',
      updatedAt: '',
      version: 1,
      name: 'A',
      lines: [{ item: 'Crown', qty: 2, cost: '120.5' }],
    };
    const values = initialFormValues(withRows, record);
    expect(values.lines).toEqual([{ item: 'Crown', qty: '2', cost: '120.5' }]);
    const body = toApiValues(withRows, {
      ...values,
      lines: [...(values.lines as object[]), { item: 'Bridge', qty: '', cost: '' }],
    });
    expect(body.lines).toEqual([
      { item: 'Crown', qty: 2, cost: '120.50' },
      { item: 'Bridge', qty: null, cost: null },
    ]);
    expect(createSchema(withRows).safeParse(body).success).toBe(true);
  });
});
