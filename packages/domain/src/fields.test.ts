import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { weekHoursSchema } from './common.js';
import {
  boolean,
  centsToMoney,
  choice,
  choices,
  date,
  datetime,
  decimal,
  email,
  type FieldDef,
  fieldSchema,
  integer,
  isBlank,
  json,
  money,
  moneyToCents,
  optionText,
  phone,
  reference,
  requiredMessage,
  rows,
  rowText,
  text,
  textList,
  time,
  tooth,
  url,
} from './fields.js';

/** The messages a value gets from a field's schema; [] when it is accepted. */
function messages(f: FieldDef, value: unknown): string[] {
  const r = (fieldSchema(f) as z.ZodType).safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
const accepts = (f: FieldDef, ...values: unknown[]) => {
  for (const v of values) expect(messages(f, v), JSON.stringify(v)).toEqual([]);
};
const refuses = (f: FieldDef, message: string, ...values: unknown[]) => {
  for (const v of values) expect(messages(f, v), JSON.stringify(v)).toEqual([message]);
};

describe('money conversion', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.01', 1],
    ['0.29', 29],
    ['1.10', 110],
    ['-3.07', -307],
    ['-0.5', -50],
    ['999999999999.99', 99999999999999],
  ])('moneyToCents(%s) = %i', (money, cents) => {
    expect(moneyToCents(money)).toBe(cents);
  });

  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [0, '0.00'],
    [100, '1.00'],
    [-307, '-3.07'],
    [-5, '-0.05'],
    [99999999999999, '999999999999.99'],
  ])('centsToMoney(%i) = %s', (cents, money) => {
    expect(centsToMoney(cents)).toBe(money);
  });

  it('round-trips every cent amount without floating-point drift', () => {
    for (let c = -1000; c <= 100_000; c += 7) expect(moneyToCents(centsToMoney(c))).toBe(c);
  });
});

describe('fieldSchema: text', () => {
  const name = text({ label: 'Name', required: true, max: 10 });

  it('requires a non-blank value, with the required message', () => {
    refuses(name, 'Name is required', undefined, null, '', '   ');
    expect(requiredMessage(text({ label: 'Category', requiredMessage: 'Pick one' }))).toBe('Pick one');
  });

  it('trims and caps the length', () => {
    expect(fieldSchema(name).parse('  Ada  ')).toBe('Ada');
    accepts(name, '1234567890');
    refuses(name, 'Name must be at most 10 characters', '12345678901');
  });

  it('does not coerce other types to text', () => {
    expect(messages(name, 123)).toEqual(['Name is required']);
  });

  it('an optional field accepts null, nothing and empty text, but enforces its minimum otherwise', () => {
    const nick = text({ label: 'Nickname', min: 3 });
    accepts(nick, null, undefined);
    refuses(nick, 'Nickname must be at least 3 characters', 'ab');
  });
});

describe('fieldSchema: formats', () => {
  it('email', () => {
    const f = email({ label: 'Email' });
    accepts(f, 'ada@example.com', '', null);
    refuses(f, 'Email must be a valid email address', 'ada', 'ada@', '@example.com', 'a b@example.com');
    refuses(email({ label: 'Email', required: true }), 'Email is required', '');
  });

  it('phone', () => {
    const f = phone({ label: 'Phone' });
    accepts(f, '+1 (217) 555-0100', '0612345678', '020 7946 0000', '');
    refuses(f, 'Phone must be a valid phone number', 'call me', '12', '+1 555 CALL', '-123456');
  });

  it('url', () => {
    const f = url({ label: 'Website' });
    accepts(f, 'https://example.com/a?b=c', 'http://x.y', '');
    refuses(f, 'Website must be a web address starting with http:// or https://', 'ftp://x.y', 'example.com');
  });

  it('date: a real calendar day as YYYY-MM-DD', () => {
    const f = date({ label: 'Birth Date' });
    accepts(f, '2024-02-29', '1999-12-31');
    refuses(f, 'Birth Date must be a date (YYYY-MM-DD)', '2023-02-29', '2024-13-01', '2024-1-01', '01/02/2024');
  });

  it('datetime: ISO 8601 with an offset', () => {
    const f = datetime({ label: 'Starts' });
    accepts(f, '2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000+02:00');
    refuses(f, 'Starts must be a date and time', '2024-05-01 10:00', '2024-05-01');
  });

  it('time: HH:MM on a 24-hour clock', () => {
    const f = time({ label: 'Opens' });
    accepts(f, '00:00', '09:30', '23:59');
    refuses(f, 'Opens must be a time (HH:MM)', '24:00', '9:30', '12:60', '12:00:00');
  });
});

describe('fieldSchema: numbers', () => {
  it('integer: whole, within bounds, no coercion', () => {
    const f = integer({ label: 'Age', required: true, min: 0, max: 130 });
    accepts(f, 0, 130);
    refuses(f, 'Age must be a whole number', 1.5);
    refuses(f, 'Age must be at least 0', -1);
    refuses(f, 'Age must be at most 130', 131);
    refuses(f, 'Age is required', '5', undefined);
  });

  it('decimal: at most `scale` places, within bounds', () => {
    const rating = decimal({ label: 'Rating', scale: 2, min: 0, max: 5 });
    accepts(rating, 4.25, 0.1 + 0.2, 5, null);
    refuses(rating, 'Rating allows at most 2 decimal places', 1.255);
    refuses(rating, 'Rating must be at most 5', 5.01);
    refuses(decimal({ label: 'Score', scale: 1 }), 'Score allows at most 1 decimal place', 1.25);
    refuses(decimal({ label: 'Count', scale: 0 }), 'Count allows at most 0 decimal places', 1.5);
  });

  it('money: a decimal string with up to two places, at least its minimum', () => {
    const fee = money({ label: 'Fee', required: true });
    accepts(fee, '12.50', '12.5', '12', '0.00');
    refuses(fee, 'Fee must be an amount such as 12.50', '12.505', '1,000.00', '12.', '.5', 'abc', 12.5);
    refuses(fee, 'Fee must be at least 0', '-1.00');
    refuses(fee, 'Fee is required', undefined, null);
    accepts(money({ label: 'Balance', min: undefined }), '-3.07');
  });
});

describe('fieldSchema: the other kinds', () => {
  it('boolean accepts only booleans', () => {
    const f = boolean({ label: 'Active', required: true });
    accepts(f, true, false);
    refuses(f, 'Active is required', 'true', 1, undefined);
  });

  it('choice: one of the options, the required message when missing', () => {
    const f = choice({ label: 'Status', required: true, options: ['Open', 'Closed'] });
    accepts(f, 'Open');
    refuses(f, 'Status must be one of: Open, Closed', 'open', 'Pending');
    refuses(f, 'Status is required', undefined, '');
  });

  it('choices: a list of options, at least one when required', () => {
    const f = choices({ label: 'Days', required: true, options: ['Mon', 'Tue'] });
    accepts(f, ['Mon'], ['Mon', 'Tue']);
    refuses(f, 'Days is required', []);
    refuses(f, 'Days: choose from Mon, Tue', ['Sun']);
  });

  it('textList: no empty entries, at most maxItems', () => {
    const f = textList({ label: 'Allergies', maxItems: 2 });
    accepts(f, [], ['Latex'], null);
    refuses(f, 'Allergies: remove the empty entry', ['  ']);
    refuses(f, 'Allergies: at most 2 entries', ['a', 'b', 'c']);
  });

  it('reference: a positive id', () => {
    const f = reference({ label: 'Clinic', required: true, resource: 'clinics' });
    accepts(f, 1);
    refuses(f, 'Clinic is required', 0, -1, '1', undefined);
  });

  it('json: its own schema, and the required message when missing', () => {
    const f = json({ label: 'Working Hours', required: true, schema: weekHoursSchema, widget: 'weekHours' });
    refuses(f, 'Working Hours is required', undefined);
    expect(messages(f, {}).length).toBe(7);
    accepts(json({ label: 'Extra', schema: weekHoursSchema, widget: 'weekHours' }), null, undefined);
  });
});

describe('isBlank', () => {
  it('is true for nothing and whitespace only', () => {
    for (const v of [undefined, null, '', '  \t']) expect(isBlank(v)).toBe(true);
    for (const v of ['x', 0, false, []]) expect(isBlank(v)).toBe(false);
  });
});

describe('required dates and times', () => {
  it.each([
    ['date', date({ label: 'Issue Date', required: true })],
    ['time', time({ label: 'Start', required: true })],
    ['datetime', datetime({ label: 'Sample Date', required: true })],
  ] as const)('a missing %s says the field is required', (_kind, field) => {
    const r = fieldSchema(field).safeParse(undefined);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(`${field.label} is required`);
  });
});

describe('tooth fields', () => {
  const field = tooth({ label: 'Tooth' });

  it('store the canonical id and read it in the clinic numbering', () => {
    expect(fieldSchema(field).parse('5')).toBe('5');
    expect(optionText(field, '5')).toBe('5');
    expect(optionText(field, '5', 'en', 'fdi')).toBe('14');
    expect(optionText(field, '5', 'en', 'palmer')).toBe('UR4');
  });

  it('write a row’s tooth in the clinic numbering', () => {
    const lines = rows({
      label: 'Lines',
      itemLabel: 'Line',
      fields: { description: text({ label: 'What' }), tooth: field },
    });
    expect(rowText(lines, { description: 'Crown', tooth: '5' }, (f, v) => optionText(f, v, 'en', 'fdi'))).toBe(
      'Crown · 14',
    );
  });
});
