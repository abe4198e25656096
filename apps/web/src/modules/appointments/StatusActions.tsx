import {
  type AppointmentStatus,
  RELEASED_STATUSES,
  SAME_DAY_STATUSES,
  STATUS_ACTIONS,
  STATUS_MOVES,
} from '@chairside/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { useMoveStatus } from './api';

/** Moves that end the visit's claim on the doctor's time: asked before, with an optional reason. */
const ASKED: readonly AppointmentStatus[] = RELEASED_STATUSES;

const DONE: Record<AppointmentStatus, string> = {
  Scheduled: 'Appointment reinstated.',
  Confirmed: 'Appointment confirmed.',
  Arrived: 'Patient marked as arrived.',
  'In Chair': 'Patient is in the chair.',
  Completed: 'Appointment completed.',
  Cancelled: 'Appointment cancelled.',
  'No-Show': 'Appointment marked as no-show.',
};

/**
 * One button per move the lifecycle allows from the visit's status
 * (STATUS_MOVES, the rule the server applies), leaving out those that need the
 * visit's day while it is still ahead. Cancelling and marking a no-show ask first.
 */
export function StatusActions({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useMoveStatus();
  const titleId = useId();
  const [asking, setAsking] = useState<AppointmentStatus | null>(null);
  const [note, setNote] = useState('');
  const status = record.status as AppointmentStatus;
  const ahead = String(record.appointmentDate) > dayjs().format('YYYY-MM-DD');
  const moves = STATUS_MOVES[status].filter((to) => !(ahead && SAME_DAY_STATUSES.includes(to)));

  const run = (to: AppointmentStatus, reason?: string) =>
    move.mutate(
      { id: record.id, status: to, note: reason?.trim() || undefined, version: record.version },
      {
        onSuccess: () => toast.success(DONE[to]),
        onError: (error) => toast.error(problemMessage(error)),
        onSettled: () => {
          setAsking(null);
          setNote('');
        },
      },
    );

  if (moves.length === 0) return null;
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        {moves.map((to) => (
          <Button
            key={to}
            variant={ASKED.includes(to) ? 'outlined' : 'contained'}
            color={ASKED.includes(to) ? 'error' : 'primary'}
            disabled={move.isPending}
            onClick={() => (ASKED.includes(to) ? setAsking(to) : run(to))}
          >
            {t(STATUS_ACTIONS[to])}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={asking !== null}
        onClose={() => !move.isPending && setAsking(null)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{asking ? t(STATUS_ACTIONS[asking]) : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(
              asking === 'No-Show'
                ? 'Mark this appointment as a no-show? The time becomes free for other patients.'
                : 'Cancel this appointment? The time becomes free for other patients.',
            )}
          </DialogContentText>
          <TextField
            label={t('Reason (optional)')}
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={move.isPending} autoFocus>
            {t('Keep it')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={move.isPending}
            startIcon={move.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => asking && run(asking, note)}
          >
            {asking ? t(STATUS_ACTIONS[asking]) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
