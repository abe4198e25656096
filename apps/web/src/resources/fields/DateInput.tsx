import type { DateField } from '@chairside/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from '../../app/DateLocalization';
import { useFormatContext } from '../useFormatContext';
import { usePickerProps } from './pickerProps';
import type { FieldInputProps } from './types';
import { usePickerValue } from './usePickerValue';

/** A calendar date (`YYYY-MM-DD` in the form and the API), shown in the clinic's date format. */
export function DateInput(props: FieldInputProps<DateField>) {
  const { dateFormat } = useFormatContext();
  const [picked, change] = usePickerValue(props.value, props.onChange, (d) => d.format('YYYY-MM-DD'));
  return (
    <DateLocalization>
      <DatePicker {...usePickerProps(props)} value={picked} onChange={change} format={dateFormat} />
    </DateLocalization>
  );
}
