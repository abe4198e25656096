import type { BookingSlots } from '@chairside/domain';
import { BOOKING_MESSAGES } from '@chairside/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';

export interface ChosenSlot {
  date: string;
  start: string;
}

interface SlotPickerProps {
  range: { from: string; to: string };
  slots: BookingSlots | undefined;
  loading: boolean;
  failed: boolean;
  canGoBack: boolean;
  chosen: ChosenSlot | null;
  onWeek(step: 1 | -1): void;
  onChoose(slot: ChosenSlot): void;
}

/** A week of a doctor's free times, day by day; one is chosen by clicking (or Enter/Space) on it. */
export function SlotPicker({ range, slots, loading, failed, canGoBack, chosen, onWeek, onChoose }: SlotPickerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
  return (
    <Box component="section" aria-labelledby="slots-title">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="slots-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('Choose a time')}
        </Typography>
        <IconButton aria-label={t('Previous week')} disabled={!canGoBack} onClick={() => onWeek(-1)}>
          <ChevronLeft sx={flip} />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          <bdi dir="ltr">{t('{{from}} to {{to}}', { from: formatDate(range.from), to: formatDate(range.to) })}</bdi>
        </Typography>
        <IconButton aria-label={t('Next week')} onClick={() => onWeek(1)}>
          <ChevronRight sx={flip} />
        </IconButton>
      </Stack>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('Loading…')} />}</Box>
      {failed && <Alert severity="error">{t(BOOKING_MESSAGES.optionsFailed)}</Alert>}
      {!failed && slots && slots.days.length === 0 && <Alert severity="info">{t(BOOKING_MESSAGES.noSlots)}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {slots?.days.map((day) => (
          <Box key={day.date} role="group" aria-label={formatDate(day.date)}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {formatDate(day.date)}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {day.slots.map((slot) => {
                const selected = chosen?.date === day.date && chosen.start === slot.start;
                return (
                  <Button
                    key={slot.start}
                    size="small"
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => onChoose({ date: day.date, start: slot.start })}
                    sx={{ minWidth: 64 }}
                  >
                    <bdi dir="ltr">{slot.start}</bdi>
                  </Button>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
