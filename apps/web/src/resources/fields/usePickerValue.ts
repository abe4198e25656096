import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

/** Text the form holds for a date the user has not finished typing; the schema rejects it with the field's message. */
export const INCOMPLETE = 'incomplete';

/**
 * The picker's own value, kept while the user types (a half-typed date is not
 * a string yet), and replaced when the form value changes from outside.
 */
export function usePickerValue(value: unknown, onChange: (v: string) => void, toText: (d: Dayjs) => string) {
  const text = typeof value === 'string' ? value : '';
  const parse = (s: string): Dayjs | null => (s === '' || s === INCOMPLETE ? null : dayjs(s));
  const [seen, setSeen] = useState(text);
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(text));
  if (text !== seen) {
    setSeen(text);
    setPicked(parse(text));
  }
  const change = (d: Dayjs | null) => {
    const next = d === null ? '' : d.isValid() ? toText(d) : INCOMPLETE;
    setPicked(d);
    setSeen(next);
    onChange(next);
  };
  return [picked, change] as const;
}
