import type { FieldDef } from '@chairside/domain';
import type { RefCallback } from 'react';

/** What every form control of a field receives from the form. */
export interface FieldInputProps<F extends FieldDef = FieldDef> {
  name: string;
  field: F;
  /** The form value (see `FormValues`). */
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** Lets the form focus the control of the first invalid field. */
  inputRef: RefCallback<HTMLElement>;
  /** Untranslated messages keyed by path inside the value: `''` for the field itself, `2`, `Monday.close`. */
  errors: Record<string, string>;
  disabled?: boolean;
  /** Display name of a reference value (`record.labels[field]`). */
  valueLabel?: string | null;
}
