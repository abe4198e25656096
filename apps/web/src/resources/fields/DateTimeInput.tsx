import type { DateTimeField } from '@chairside/domain';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateLocalization } from '../../app/DateLocalization';
import { useClockFormat } from '../../components/ClockTimeField';
import { useFormatContext } from '../useFormatContext';
import { usePickerProps } from './pickerProps';
import type { FieldInputProps } from './types';
import { usePickerValue } from './usePickerValue';

/** An instant, picked in local time on the clinic's clock and sent as ISO 8601 (UTC). */
export function DateTimeInput(props: FieldInputProps<DateTimeField>) {
  const { dateFormat } = useFormatContext();
  const clock = useClockFormat();
  const [picked, change] = usePickerValue(props.value, props.onChange, (d) => d.toISOString());
  return (
    <DateLocalization>
      <DateTimePicker
        {...usePickerProps(props)}
        value={picked}
        onChange={change}
        format={`${dateFormat} ${clock === '12h' ? 'hh:mm A' : 'HH:mm'}`}
        ampm={clock === '12h'}
      />
    </DateLocalization>
  );
}
