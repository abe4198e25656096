import type { AppointmentClash, BookingProblemExtras, FreeSlot } from '@chairside/domain';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../api/client';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { APPOINTMENT_PAGES } from './pages';

export interface BookingProblem {
  /** The server's reasons (English, translated here). */
  messages: string[];
  /** The appointment already holding the time (a 409). */
  clash?: AppointmentClash;
  /** The doctor's next free slot of the same length, if any within four weeks. */
  nextFree?: FreeSlot | null;
}

/** The refusal of a booking or a move as the alert shows it: each reason, the clash, the next free slot. */
export function bookingProblemOf(error: ApiError): BookingProblem {
  const extras = error.problem as BookingProblemExtras;
  const reasons = [...new Set((error.problem.errors ?? []).map((e) => e.message))];
  return {
    messages: reasons.length ? reasons : [error.problem.detail ?? error.problem.title],
    clash: extras.clash,
    nextFree: 'nextFree' in extras ? extras.nextFree : undefined,
  };
}

/**
 * Why a booking was refused, with the clashing visit (a link to it) and the
 * doctor's next free slot, which one click puts in the form.
 */
export function BookingProblemAlert({
  problem,
  onUseSlot,
}: {
  problem: BookingProblem;
  onUseSlot(slot: FreeSlot): void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { clash, nextFree } = problem;
  const slotText = (s: { date: string; start: string; end: string }) =>
    t('{{date}}, {{start}}–{{end}}', { date: formatDate(s.date), start: s.start, end: s.end });
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        nextFree ? (
          <Button color="inherit" size="small" onClick={() => onUseSlot(nextFree)}>
            {t('Use {{slot}}', { slot: slotText(nextFree) })}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{problem.messages.map((m) => t(m)).join(' · ')}</AlertTitle>
      {clash && (
        <>
          {t('Already booked:')}{' '}
          <RouterLink to={APPOINTMENT_PAGES.view(clash.id)}>
            {t('{{patient}}, {{slot}}', {
              patient: clash.patientName ?? t('Patient not found'),
              slot: slotText({ date: clash.appointmentDate, start: clash.startTime, end: clash.endTime }),
            })}
          </RouterLink>
          {'. '}
        </>
      )}
      {nextFree === null
        ? t('The doctor has no free time of that length in the next four weeks.')
        : nextFree
          ? t('Next free slot: {{slot}}.', { slot: slotText(nextFree) })
          : null}
    </Alert>
  );
}
