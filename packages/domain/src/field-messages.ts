/**
 * The validation messages of fields, written once as templates: the schemas
 * fill them in (`Birth Date is required`), and the web translates any filled
 * message through its template and the field's translated label, so a new
 * field's messages are translated the day it is declared.
 */
export const FIELD_MESSAGES = {
  required: '{{label}} is required',
  minLength: '{{label}} must be at least {{min}} characters',
  maxLength: '{{label}} must be at most {{max}} characters',
  email: '{{label}} must be a valid email address',
  phone: '{{label}} must be a valid phone number',
  url: '{{label}} must be a web address starting with http:// or https://',
  number: '{{label}} must be a number',
  wholeNumber: '{{label}} must be a whole number',
  atLeast: '{{label}} must be at least {{min}}',
  atMost: '{{label}} must be at most {{max}}',
  onePlace: '{{label}} allows at most 1 decimal place',
  places: '{{label}} allows at most {{places}} decimal places',
  amount: '{{label}} must be an amount such as 12.50',
  date: '{{label}} must be a date (YYYY-MM-DD)',
  dateTime: '{{label}} must be a date and time',
  time: '{{label}} must be a time (HH:MM)',
  oneOf: '{{label}} must be one of: {{options}}',
  chooseFrom: '{{label}}: choose from {{options}}',
  emptyEntry: '{{label}}: remove the empty entry',
  minEntries: '{{label}}: at least {{min}} entries',
  maxEntries: '{{label}}: at most {{max}} entries',
  repeated: '{{label}}: each entry at most once',
  otherPatient: '{{label}} belongs to another patient',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** What a template's `{{name}}` parts stand for: the text itself, a number, or a list of options. */
export const FIELD_MESSAGE_PARTS = {
  label: 'text',
  min: 'number',
  max: 'number',
  places: 'number',
  options: 'list',
} as const;
export type FieldMessageValues = Partial<Record<keyof typeof FIELD_MESSAGE_PARTS, string | number>>;

/** A field's message: its template with the parts filled in (`fieldMessage('required', { label: 'Date' })`). */
export function fieldMessage(key: FieldMessageKey, values: FieldMessageValues): string {
  return FIELD_MESSAGES[key].replace(/{{(\w+)}}/g, (token, name: keyof FieldMessageValues) =>
    values[name] === undefined ? token : String(values[name]),
  );
}
