import { Badge } from '@mui/material';
import { DateCalendar, PickerDay, type PickerDayProps } from '@mui/x-date-pickers';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { DateLocalization } from '../../app/DateLocalization';
import { monthOf } from '../appointment-book/calendarRange';
import { useAppointmentCounts } from '../appointments/api';

const DAY = 'YYYY-MM-DD';

/** A day of the month, with a dot when the book holds visits that day. */
function DayWithDot(props: PickerDayProps & { busyDays?: ReadonlySet<string> }) {
  const { busyDays, day, outsideCurrentMonth, ...rest } = props;
  const busy = !outsideCurrentMonth && busyDays?.has(day.format(DAY));
  return (
    <Badge key={day.toString()} overlap="circular" variant="dot" color="primary" invisible={!busy}>
      <PickerDay {...rest} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

/**
 * The month with a dot on each day that has visits (counted by the server). Its ~40 days are the
 * card's heaviest drawing: it is redrawn only when the chosen day, the month or the dots change,
 * and the dots' arrival redraws it in a transition (short tasks) rather than in one long task.
 */
export const BusyDaysCalendar = memo(function BusyDaysCalendar({
  day,
  onDayChange,
}: {
  day: Dayjs;
  onDayChange(day: Dayjs): void;
}) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const range = monthOf(month.format(DAY));
  const counts = useAppointmentCounts(range.from, range.to);
  const byDay = counts.data?.byDay;
  const busyDays = useDeferredValue(
    useMemo(() => new Set((byDay ?? []).filter((d) => d.total > 0).map((d) => d.date)), [byDay]),
  );
  return useMemo(
    () => (
      <DateLocalization>
        <DateCalendar
          value={day}
          onChange={(value) => value && onDayChange(value)}
          onMonthChange={(value) => setMonth(value.startOf('month'))}
          // No slide or fade between months: calmer, and its mount no longer forces a layout.
          reduceAnimations
          slots={{ day: DayWithDot }}
          slotProps={{ day: { busyDays } as Partial<PickerDayProps> }}
          sx={{ m: 0, flexShrink: 0 }}
        />
      </DateLocalization>
    ),
    [day, onDayChange, busyDays],
  );
});
