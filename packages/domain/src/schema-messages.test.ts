import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choice, date, fieldSchema, text } from './fields.js';
import { schemaMessages } from './schema-messages.js';

describe('schemaMessages', () => {
  it('lists the messages of a field’s checks, whichever input chooses them', () => {
    expect(schemaMessages(fieldSchema(date({ label: 'Birth Date', required: true })))).toEqual([
      'Birth Date is required',
      'Birth Date must be a date (YYYY-MM-DD)',
    ]);
    expect(schemaMessages(fieldSchema(choice({ label: 'Gender', options: ['Male', 'Female'] })))).toEqual([
      'Gender is required',
      'Gender must be one of: Male, Female',
    ]);
  });

  it('walks objects, lists, unions, pipes and wrappers, and leaves zod’s own defaults out', () => {
    const schema = z.strictObject({
      name: fieldSchema(text({ label: 'Name', required: true, max: 10 })),
      tags: z.array(z.string().min(1, 'Tags: remove the empty entry')).optional(),
      either: z.union([z.literal('a'), z.number().int('Either must be a whole number')]),
      piped: z.string().pipe(z.string().refine(() => true, 'Piped is wrong')),
      plain: z.string().min(2),
    });
    expect(schemaMessages(schema).sort()).toEqual([
      'Either must be a whole number',
      'Name is required',
      'Name must be at most 10 characters',
      'Piped is wrong',
      'Tags: remove the empty entry',
    ]);
  });
});
