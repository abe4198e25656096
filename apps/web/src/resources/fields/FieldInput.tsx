import { BooleanInput } from './BooleanInput';
import { ChoiceInput } from './ChoiceInput';
import { ChoicesInput } from './ChoicesInput';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { JsonInput } from './JsonInput';
import { MoneyInput } from './MoneyInput';
import { NumberInput } from './NumberInput';
import { ReferenceInput } from './ReferenceInput';
import { RowsInput } from './RowsInput';
import { TextInput } from './TextInput';
import { TextListInput } from './TextListInput';
import { TimeInput } from './TimeInput';
import type { FieldInputProps } from './types';

/** The form control of a field, chosen by its kind. */
export function FieldInput({ field, ...props }: FieldInputProps) {
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} {...props} />;
    case 'integer':
    case 'decimal':
      return <NumberInput field={field} {...props} />;
    case 'money':
      return <MoneyInput field={field} {...props} />;
    case 'date':
      return <DateInput field={field} {...props} />;
    case 'datetime':
      return <DateTimeInput field={field} {...props} />;
    case 'time':
      return <TimeInput field={field} {...props} />;
    case 'boolean':
      return <BooleanInput field={field} {...props} />;
    case 'choice':
      return <ChoiceInput field={field} {...props} />;
    case 'choices':
      return <ChoicesInput field={field} {...props} />;
    case 'textList':
      return <TextListInput field={field} {...props} />;
    case 'reference':
      return <ReferenceInput field={field} {...props} />;
    case 'json':
      return <JsonInput field={field} {...props} />;
    case 'rows':
      return <RowsInput field={field} {...props} />;
  }
}
