import { describe, expect, it } from 'vitest';
import { clinics } from './clinics.js';
import { boolean, choice, reference, text } from './fields.js';
import { medicamentCategories } from './medicament-categories.js';
import {
  bulkDeleteSchema,
  bulkUpdateSchema,
  createSchema,
  DEFAULT_MESSAGES,
  defineResource,
  listQuerySchema,
  patchSchema,
  sortableKeys,
  updateSchema,
  writableFields,
} from './resource.js';
import { DEFAULT_WEEK_HOURS } from './week.js';

const sample = defineResource({
  name: 'samples',
  table: 'samples',
  label: 'Sample',
  plural: 'Samples',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true }),
    code: text({ label: 'Code', readOnly: true }),
    status: choice({ label: 'Status', options: ['Open', 'Closed'] }),
    owner: reference({ label: 'Owner', resource: 'clinics' }),
    active: boolean({ label: 'Active' }),
  },
  list: { columns: ['title', 'status'], filters: ['status', 'owner', 'active'] },
  permissions: { read: null, write: 'settings.manage' },
  messages: { created: 'Sample made' },
});

const clinic = {
  name: 'A',
  address: 'B',
  city: 'C',
  state: 'D',
  zipCode: 'E',
  country: 'FR',
  contactNumber: '+1 555 0100',
  email: 'a@b.example',
  workingHours: DEFAULT_WEEK_HOURS,
};

const codes = (r: { success: boolean; error?: { issues: { code: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.code}:${i.path.join('.')}`);

describe('defineResource', () => {
  it('fills list and message defaults, keeping what is given', () => {
    expect(sample.list).toMatchObject({
      sortable: ['title', 'status'],
      defaultSort: 'title',
      pageSize: 10,
      search: [],
    });
    expect(sample.messages).toEqual({ ...DEFAULT_MESSAGES, created: 'Sample made' });
    expect(medicamentCategories.messages.created).toBe('Category created successfully');
  });

  it('leaves read-only fields out of the writable ones', () => {
    expect(writableFields(sample).map(([k]) => k)).toEqual(['title', 'status', 'owner', 'active']);
  });
});

describe('createSchema', () => {
  it('accepts the writable fields', () => {
    expect(createSchema(clinics).safeParse(clinic).success).toBe(true);
    expect(createSchema(sample).safeParse({ title: 'x' }).success).toBe(true);
  });

  it('is strict: unknown fields, system fields and read-only fields are refused', () => {
    for (const extra of [{ id: 1 }, { createdAt: 'x' }, { version: 1 }, { hacker: true }])
      expect(codes(createSchema(clinics).safeParse({ ...clinic, ...extra }))).toEqual(['unrecognized_keys:']);
    expect(codes(createSchema(sample).safeParse({ title: 'x', code: 'S-1' }))).toEqual(['unrecognized_keys:']);
  });

  it('update needs every required field and a positive version; patch only the version', () => {
    expect(codes(updateSchema(clinics).safeParse(clinic))).toEqual(['invalid_type:version']);
    expect(updateSchema(clinics).safeParse({ ...clinic, version: 1 }).success).toBe(true);
    expect(codes(updateSchema(clinics).safeParse({ ...clinic, version: 0 }))).toEqual(['too_small:version']);
    expect(patchSchema(clinics).safeParse({ city: 'Lyon', version: 3 }).success).toBe(true);
    expect(codes(patchSchema(clinics).safeParse({ city: 'Lyon' }))).toEqual(['invalid_type:version']);
    expect(codes(patchSchema(clinics).safeParse({ id: 9, version: 3 }))).toEqual(['unrecognized_keys:']);
  });
});

describe('listQuerySchema', () => {
  const q = listQuerySchema(clinics);

  it('defaults to the first page, the resource page size and sort', () => {
    expect(q.parse({})).toEqual({ page: 1, pageSize: 5, sort: 'name' });
    expect(q.parse({ page: '3', pageSize: '100' })).toMatchObject({ page: 3, pageSize: 100 });
  });

  it('sorts on declared and system keys, ascending or descending, several at once', () => {
    expect(sortableKeys(clinics)).toEqual(['name', 'city', 'country', 'id', 'createdAt', 'updatedAt']);
    for (const sort of ['name', '-name', 'country,-name', '-createdAt,id', 'updatedAt'])
      expect(q.safeParse({ sort }).success, sort).toBe(true);
  });

  it('refuses unknown sort keys and malformed sort strings', () => {
    for (const sort of ['email', 'name,email', '--name', '', 'name,', '+name', 'Name'])
      expect(codes(q.safeParse({ sort })), sort).toEqual(['custom:sort']);
  });

  it('bounds page and pageSize', () => {
    expect(codes(q.safeParse({ pageSize: '101' }))).toEqual(['too_big:pageSize']);
    expect(codes(q.safeParse({ pageSize: '0' }))).toEqual(['too_small:pageSize']);
    expect(codes(q.safeParse({ page: '0' }))).toEqual(['too_small:page']);
    expect(q.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('takes the declared filters only, typed by field kind', () => {
    expect(q.parse({ country: 'FR' })).toMatchObject({ country: 'FR' });
    expect(codes(q.safeParse({ city: 'Lyon' }))).toEqual(['unrecognized_keys:']);
    const s = listQuerySchema(sample);
    expect(s.parse({ status: 'Open', owner: '4', active: 'true' })).toMatchObject({ status: 'Open', owner: 4 });
    expect(s.safeParse({ status: 'open' }).success).toBe(false);
    expect(s.safeParse({ active: 'yes' }).success).toBe(false);
  });
});

describe('bulkDeleteSchema', () => {
  it('takes 1 to 500 positive ids', () => {
    expect(bulkDeleteSchema.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(bulkDeleteSchema.safeParse({ ids: [] }).error?.issues[0]?.message).toBe('Select at least one item');
    expect(bulkDeleteSchema.safeParse({ ids: Array.from({ length: 501 }, (_, i) => i + 1) }).success).toBe(false);
    expect(bulkDeleteSchema.safeParse({ ids: [0] }).success).toBe(false);
  });
});

describe('bulkUpdateSchema', () => {
  const bulk = defineResource({ ...sample, bulkEdit: ['status'] });
  const schema = bulkUpdateSchema(bulk);

  it('takes the selected records with their versions and values of the bulkEdit fields only', () => {
    expect(schema.parse({ items: [{ id: 1, version: 3 }], values: { status: 'Closed' } })).toEqual({
      items: [{ id: 1, version: 3 }],
      values: { status: 'Closed' },
    });
    expect(codes(schema.safeParse({ items: [{ id: 1, version: 3 }], values: { title: 'x' } }))).toContain(
      'unrecognized_keys:values',
    );
    expect(codes(schema.safeParse({ items: [{ id: 1 }], values: { status: 'Closed' } }))).toEqual([
      'invalid_type:items.0.version',
    ]);
    const twice = schema.safeParse({
      items: [
        { id: 1, version: 1 },
        { id: 1, version: 2 },
      ],
      values: { status: 'Open' },
    });
    expect(twice.error?.issues[0]?.message).toBe('Each item may be listed once');
    expect(schema.safeParse({ items: [{ id: 1, version: 1 }], values: {} }).error?.issues[0]?.message).toBe(
      'Give at least one value to set',
    );
  });

  it('is declared on writable fields of plain kinds, and a compact page size is one of the options', () => {
    expect(() => defineResource({ ...sample, bulkEdit: ['code'] })).toThrow(
      'samples: bulkEdit code must be a writable field',
    );
    expect(() =>
      defineResource({ ...sample, list: { ...sample.list, compactPageSize: 3, pageSizeOptions: [5, 10] } }),
    ).toThrow('samples: list.compactPageSize 3 is not one of the page size options');
  });
});
