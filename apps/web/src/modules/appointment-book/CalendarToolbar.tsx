import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { CALENDAR_VIEWS, type CalendarView, shiftDate } from './calendarRange';

const VIEW_LABELS: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };

interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  /** The days shown, first to last. */
  days: readonly string[];
  today: string;
  onGo(next: Partial<{ view: CalendarView; date: string }>): void;
  /** Filters and actions at the end of the bar. */
  children?: ReactNode;
}

/** Day, week or month; previous, today, next; the range shown, read out when it changes. */
export function CalendarToolbar({ view, date, days, today, onGo, children }: CalendarToolbarProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
  const title =
    view === 'day'
      ? formatDate(date)
      : view === 'week'
        ? t('{{from}} to {{to}}', { from: formatDate(days[0]), to: formatDate(days.at(-1)) })
        : date.slice(0, 7);
  return (
    <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={view}
        aria-label={t('View')}
        onChange={(_, v: CalendarView | null) => v && onGo({ view: v })}
      >
        {CALENDAR_VIEWS.map((v) => (
          <ToggleButton key={v} value={v} sx={{ textTransform: 'none', py: 0.5, color: 'text.primary' }}>
            {t(VIEW_LABELS[v])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <IconButton aria-label={t('Previous')} onClick={() => onGo({ date: shiftDate(view, date, -1) })}>
        <ChevronLeft sx={flip} />
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => onGo({ date: today })}>
        {t('Today')}
      </Button>
      <IconButton aria-label={t('Next')} onClick={() => onGo({ date: shiftDate(view, date, 1) })}>
        <ChevronRight sx={flip} />
      </IconButton>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }} aria-live="polite">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
