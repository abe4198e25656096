import type { FieldDef } from '@chairside/domain';
import { useTranslation } from 'react-i18next';

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
