import { DEFAULT_WEEK_HOURS, now, WEEK_DAYS, type WeekHours, weekDayOf } from '@chairside/domain';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { OpenHoursEditor } from '../../components/OpenHoursEditor';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDay } from '../format';
import { useFormatContext } from '../useFormatContext';
import type { JsonEditorProps, JsonWidget } from './jsonWidgets';

function isWeekHours(value: unknown): value is WeekHours {
  if (typeof value !== 'object' || value === null) return false;
  const week = value as Record<string, unknown>;
  return WEEK_DAYS.every((day) => {
    const d = week[day] as Record<string, unknown> | null | undefined;
    return typeof d === 'object' && d !== null && typeof d.closed === 'boolean';
  });
}

function WeekHoursEditor({ value, onChange, errors, disabled }: JsonEditorProps) {
  return (
    <OpenHoursEditor
      value={isWeekHours(value) ? value : DEFAULT_WEEK_HOURS}
      onChange={onChange}
      errors={errors}
      disabled={disabled}
    />
  );
}

/** The week, one row a day, today in bold. */
function WeekHoursView({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const week = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const today = weekDayOf(now());
  return (
    <Table size="small" sx={{ width: 'auto', '& td': { border: 0, py: 0.25, pl: 0 } }}>
      <TableBody>
        {WEEK_DAYS.map((day) => (
          <TableRow key={day} sx={day === today ? { '& td': { fontWeight: 600 } } : undefined}>
            <TableCell component="th" scope="row" sx={{ border: 0, py: 0.25, pl: 0, pr: 3, fontWeight: 'inherit' }}>
              {t(day)}
            </TableCell>
            <TableCell>{formatDay(week[day], ctx)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const weekHoursWidget: JsonWidget = { Editor: WeekHoursEditor, View: WeekHoursView };
