import type { TimeSlot } from '@chairside/domain';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { type SlotQuery, useAvailability } from './api';

interface FreeSlotsProps {
  /** What to look up; null while no doctor or date is chosen. */
  query: SlotQuery | null;
  /** The times the form holds now (that slot is shown as chosen). */
  selected: { start: string; end: string } | null;
  onPick(slot: TimeSlot): void;
}

/**
 * The free times of a doctor on a day, as buttons: one click fills the
 * visit's start and end. Reusable wherever a visit is placed (the booking
 * form, a calendar's dialog).
 */
export function FreeSlots({ query, selected, onPick }: FreeSlotsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const availability = useAvailability(query);
  const day = availability.data?.days[0];

  let body: ReactNode;
  if (!query)
    body = <Typography color="text.secondary">{t('Choose a doctor and a date to see the free times.')}</Typography>;
  else if (availability.isError) body = <Alert severity="error">{t(GENERIC_ERROR)}</Alert>;
  else if (!day || availability.isPlaceholderData)
    body = <CircularProgress size={24} aria-label={t('Loading free times…')} />;
  else if (day.working.length === 0)
    body = <Alert severity="info">{t('The doctor does not work at this clinic on that day.')}</Alert>;
  else if (day.slots.length === 0) body = <Alert severity="warning">{t('No free time left on that day.')}</Alert>;
  else
    body = (
      <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {day.slots.map((slot) => {
          const chosen = selected?.start === slot.start && selected.end === slot.end;
          return (
            <Button
              key={slot.start}
              size="small"
              variant={chosen ? 'contained' : 'outlined'}
              aria-pressed={chosen}
              aria-label={t('{{start}} to {{end}}', slot)}
              onClick={() => onPick(slot)}
              sx={{ minWidth: 72 }}
            >
              <bdi dir="ltr">{slot.start}</bdi>
            </Button>
          );
        })}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('Free times')}
        {day && day.working.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('Working: {{hours}}', { hours: day.working.map((w) => `${w.start}–${w.end}`).join(', ') })}
          </Typography>
        )}
      </Typography>
      {body}
    </Box>
  );
}
