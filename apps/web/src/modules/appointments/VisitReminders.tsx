import type { AppointmentReminder } from '@chairside/domain';
import { Alert, Chip, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { useVisitReminders } from './api';

const OUTBOX_COLORS = { Queued: 'warning', Sent: 'success', Failed: 'error' } as const;

/** How the patient answered a reminder through its link, if they did. */
function Answer({ reminder }: { reminder: AppointmentReminder }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (reminder.cancelledAt)
    return (
      <Chip
        size="small"
        color="default"
        label={t('Cancelled by the patient {{date}}', { date: formatDate(reminder.cancelledAt, true) })}
      />
    );
  if (reminder.confirmedAt)
    return (
      <Chip
        size="small"
        color="success"
        label={t('Confirmed by the patient {{date}}', { date: formatDate(reminder.confirmedAt, true) })}
      />
    );
  return <Chip size="small" variant="outlined" label={t('No answer yet')} />;
}

/**
 * The reminders sent for a visit (issue 25): which rule, for which time, when it was queued and
 * sent (its outbox status), and how the patient answered through its link.
 */
export function VisitReminders({ id }: { id: number }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const reminders = useVisitReminders(id);
  if (reminders.isError) return <Alert severity="error">{t(GENERIC_ERROR)}</Alert>;
  if (!reminders.data) return <CircularProgress size={24} aria-label={t('Loading…')} />;
  if (reminders.data.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('No reminder sent yet.')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('Reminders')}>
      {reminders.data.map((r) => (
        <ListItem key={r.id} disableGutters sx={{ display: 'block' }}>
          <ListItemText
            primary={r.ruleName ?? t('{{hours}} hours before', { hours: r.hoursBefore })}
            secondary={
              <>
                {t('For {{date}} {{time}}', { date: formatDate(r.visitDate), time: r.visitStart })} ·{' '}
                {t('Queued {{date}}', { date: formatDate(r.queuedAt, true) })}
                {r.sentAt && ` · ${t('Sent {{date}}', { date: formatDate(r.sentAt, true) })}`}
              </>
            }
          />
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            {r.outboxStatus && (
              <Chip
                size="small"
                label={t(r.outboxStatus)}
                color={OUTBOX_COLORS[r.outboxStatus as keyof typeof OUTBOX_COLORS] ?? 'default'}
              />
            )}
            <Answer reminder={r} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
