import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DateLocalization } from '../app/DateLocalization';
import { useTranslation } from '../i18n/useTranslation';
import { DATE_FILTER_SIZE } from './dateFilterSize';
import { useFormatContext } from './useFormatContext';

interface DateRangeFilterProps {
  /** English label of the date field the range applies to (`Issue Date`), said to screen readers. */
  fieldLabel: string;
  /** `YYYY-MM-DD` or '' for an open end. */
  from: string;
  to: string;
  onChange(end: 'from' | 'to', value: string): void;
}

const controlSx = { width: DATE_FILTER_SIZE.width } as const;
const parse = (s: string): Dayjs | null => (s ? dayjs(s) : null);

/**
 * From and To of a list's date range (`list.dateRange`): each end optional,
 * applied once it is a whole date, and neither can pass the other.
 */
export default function DateRangeFilter({ fieldLabel, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const { dateFormat } = useFormatContext();
  const pick = (end: 'from' | 'to') => (d: Dayjs | null) => {
    if (d === null) onChange(end, '');
    else if (d.isValid()) onChange(end, d.format('YYYY-MM-DD'));
  };
  const ends = [
    { end: 'from', label: 'From', value: from, limits: { maxDate: parse(to) ?? undefined } },
    { end: 'to', label: 'To', value: to, limits: { minDate: parse(from) ?? undefined } },
  ] as const;
  return (
    <DateLocalization>
      {ends.map(({ end, label, value, limits }) => (
        <DatePicker
          key={end}
          label={t(label)}
          value={parse(value)}
          onChange={pick(end)}
          format={dateFormat}
          {...limits}
          sx={controlSx}
          slotProps={{
            textField: { name: `filter-${end}`, size: 'small', title: `${t(fieldLabel)}: ${t(label)}` },
            field: { clearable: true },
          }}
        />
      ))}
    </DateLocalization>
  );
}
