import type { FieldDef } from '@chairside/domain';
import { useTranslation } from '../../i18n/useTranslation';
import type { FieldInputProps } from './types';

/** The translated label, and the helper line: the field's error if any, else its help text. */
export function useFieldText(field: FieldDef, errors: Record<string, string>) {
  const { t } = useTranslation();
  const error = errors[''];
  return {
    label: t(field.label),
    error: error !== undefined,
    helperText: error ? t(error) : field.help ? t(field.help) : undefined,
  };
}

/** The props every MUI TextField-based control of a field shares: label, helper line, name, focus and state. */
export function useTextFieldBase({ field, name, onBlur, inputRef, errors, disabled }: FieldInputProps) {
  return {
    ...useFieldText(field, errors),
    name,
    onBlur,
    inputRef,
    required: field.required,
    disabled,
    fullWidth: true,
  };
}
