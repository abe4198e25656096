import { appointments, fromMinutes, toMinutes } from '@chairside/domain';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../resources/ConfirmDialog';
import { duplicateValues } from '../../resources/duplicate';
import type { ResourceRecord } from '../../resources/types';
import { useResource } from '../../resources/useResource';
import { AppointmentForm } from './AppointmentForm';
import { APPOINTMENT_PAGES } from './pages';

const positiveId = (s: string | null | undefined): number | null =>
  s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A new booking's values from the address: `?patient=&doctor=&clinic=&date=&start=&recallType=` (a 30-minute visit). */
function defaultsOf(params: URLSearchParams): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const key of ['patient', 'doctor', 'clinic', 'recallType']) {
    const id = positiveId(params.get(key));
    if (id !== null) defaults[key] = id;
  }
  const date = params.get('date');
  if (date && DATE.test(date)) defaults.appointmentDate = date;
  const start = params.get('start');
  if (start && TIME.test(start)) {
    defaults.startTime = start;
    defaults.endTime = fromMinutes(Math.min(toMinutes(start) + 30, 1439));
  }
  return defaults;
}

/** A new visit like `record`: same patient, doctor, clinic, reason and contact; no day or time yet. */
function copyOf(record: ResourceRecord): Record<string, unknown> {
  return {
    ...duplicateValues(appointments, record),
    appointmentDate: null,
    startTime: null,
    endTime: null,
    outsideHours: false,
  };
}

/**
 * Book Appointment (`/appointments/add`, `/add-appointement`, the Quick Add
 * target, prefilled from its address) and Edit Appointment (`/rendezvous/:id/edit`).
 */
export default function AppointmentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAuth();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = positiveId(idParam);
  const existing = useResource(appointments, id, { fresh: true });
  // Duplicate (the grid's row action): the same visit again, on a day and at a time still to choose.
  const from = id === null ? positiveId(params.get('from')) : null;
  const source = useResource(appointments, from);
  const [guard, setGuard] = useState({ dirty: false, saving: false });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [defaults] = useState(() => defaultsOf(params));

  const leave = () => navigate(id !== null ? APPOINTMENT_PAGES.view(id) : APPOINTMENT_PAGES.list);
  const cancel = () => {
    if (guard.saving) return;
    if (guard.dirty) setConfirmDiscard(true);
    else leave();
  };

  let body: ReactNode;
  if (!can(appointments.permissions.write))
    body = <Alert severity="warning">{t('You do not have permission to do this.')}</Alert>;
  else if (idParam !== undefined && (id === null || existing.isError))
    body = <Alert severity="info">{t(appointments.messages.noneSelected)}</Alert>;
  else if (id !== null && (!existing.data || !existing.isFetchedAfterMount))
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </Box>
    );
  else if (from !== null && !source.data)
    body = source.isError ? (
      <Alert severity="info">{t(appointments.messages.noneSelected)}</Alert>
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </Box>
    );
  else if (existing.data?.archivedAt)
    body = <Alert severity="warning">{t('This appointment is archived: restore it before changing it.')}</Alert>;
  else
    body = (
      <AppointmentForm
        record={existing.data}
        defaults={source.data ? copyOf(source.data) : defaults}
        onGuard={setGuard}
        onCancel={cancel}
        onSaved={(record) => navigate(APPOINTMENT_PAGES.view(record.id))}
      />
    );

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(id === null ? 'Book Appointment' : 'Edit Appointment')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes?"
        message="You have unsaved changes. If you close this form, they will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          leave();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}
