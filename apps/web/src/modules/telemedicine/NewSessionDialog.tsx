import { fromMinutes, toMinutes } from '@chairside/domain';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { AppointmentForm } from '../appointments/AppointmentForm';

/** Spec 002: a session lasts 30 minutes unless told otherwise. */
export const SESSION_MINUTES = 30;

export interface NewSession {
  date?: string;
  start?: string;
  doctor?: number;
}

/**
 * A new telemedicine session: the booking form, as a Telemedicine visit of
 * 30 minutes; the server gives it its meeting link.
 */
export function NewSessionDialog({ session, onClose }: { session: NewSession | null; onClose(): void }) {
  const { t } = useTranslation();
  const start = session?.start;
  const defaults = {
    appointmentType: 'Telemedicine',
    reasonForVisit: t('Telemedicine consultation'),
    ...(session?.doctor ? { doctor: session.doctor } : {}),
    ...(session?.date ? { appointmentDate: session.date } : {}),
    ...(start ? { startTime: start, endTime: fromMinutes(Math.min(toMinutes(start) + SESSION_MINUTES, 1439)) } : {}),
  };
  return (
    <Dialog open={session !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-session-title">
      <DialogTitle id="new-session-title">{t('New Appointment')}</DialogTitle>
      <DialogContent>
        {session && <AppointmentForm defaults={defaults} onSaved={onClose} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
