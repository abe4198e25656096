import type { JsonField } from '@chairside/domain';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { jsonWidget } from './jsonWidgets';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** A small json document, edited by the widget its field names (`field.widget`). */
export function JsonInput({ name, field, value, onChange, inputRef, errors, disabled }: FieldInputProps<JsonField>) {
  const text = useFieldText(field, errors);
  const widget = jsonWidget(field.widget);
  if (!widget) throw new Error(`No editor is registered for json widget "${field.widget}" (field ${name})`);
  const inner = Object.fromEntries(Object.entries(errors).filter(([path]) => path !== ''));
  return (
    <FormControl component="fieldset" error={text.error} disabled={disabled} fullWidth ref={inputRef}>
      <FormLabel component="legend" required={field.required} sx={{ mb: 1 }}>
        {text.label}
      </FormLabel>
      <widget.Editor value={value} onChange={onChange} errors={inner} disabled={disabled} />
      {text.helperText && <FormHelperText>{text.helperText}</FormHelperText>}
    </FormControl>
  );
}
