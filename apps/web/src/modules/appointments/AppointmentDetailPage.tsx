import { type AppointmentStatus, appointments, MOVABLE_STATUSES, STATUS_COLORS } from '@chairside/domain';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Alert, Box, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { DetailSections } from '../../resources/DetailSections';
import { RestoreButton } from '../../resources/RestoreButton';
import { useConfirmDelete } from '../../resources/useConfirmDelete';
import { useRecordPage } from '../../resources/useRecordPage';
import { VisitInvoices } from '../billing/VisitInvoices';
import { MeetingLinkActions } from './MeetingLinkActions';
import { APPOINTMENT_PAGES } from './pages';
import { StatusActions } from './StatusActions';
import { StatusTimeline } from './StatusTimeline';
import { VisitConsultations, VisitPayments, VisitPrescriptions } from './VisitRecords';
import { VisitReminders } from './VisitReminders';

/**
 * One visit (`/rendezvous/:id`): who, with whom, where and when, its status
 * with the moves it allows next, its contact and notes, the way its status
 * went, the consultations, prescriptions and payments of the visit, and links to
 * the patient's record.
 */
export default function AppointmentDetailPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const { can } = useAuth();
  const canWrite = can(appointments.permissions.write);
  const { record, fallback } = useRecordPage(appointments);
  const archive = useConfirmDelete(appointments);

  if (!record) return fallback;

  const status = record.status as AppointmentStatus;
  const archived = Boolean(record.archivedAt);
  const patientName = record.labels?.patient ?? t('Patient not found');
  const movable = (MOVABLE_STATUSES as readonly string[]).includes(status);

  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ mb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={APPOINTMENT_PAGES.list} startIcon={<ArrowBack />}>
          {t('Appointments')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('Appointment of {{name}}', { name: patientName })}
        </Typography>
        <Chip label={t(status)} color={STATUS_COLORS[status]} />
        <Chip
          label={t(String(record.confirmation))}
          color={record.confirmation === 'Confirmed' ? 'success' : 'warning'}
          variant="outlined"
        />
      </Stack>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        <bdi dir="ltr">
          {formatDate(String(record.appointmentDate))} · {String(record.startTime)}–{String(record.endTime)}
        </bdi>
        {' · '}
        {record.labels?.doctor ?? t('Doctor not found')} · {record.labels?.clinic ?? t('Clinic not found')} ·{' '}
        {t(String(record.appointmentType))}
      </Typography>

      {archived && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('Archived on {{date}}. Restore it to edit it.', { date: formatDate(String(record.archivedAt), true) })}
        </Alert>
      )}
      {typeof record.meetingLink === 'string' && !archived && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }} action={<MeetingLinkActions link={record.meetingLink} />}>
          {t('Telemedicine: the call takes place at')} <bdi dir="ltr">{record.meetingLink}</bdi>
        </Alert>
      )}
      {record.outsideHours === true && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('Booked outside the working hours by an administrator.')}
        </Alert>
      )}

      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {canWrite && !archived && <StatusActions record={record} />}
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={`/patient/${String(record.patient)}`} startIcon={<PersonOutlined />}>
          {t('Patient record')}
        </Button>
        {canWrite && (
          <Button
            startIcon={<EventRepeatOutlined />}
            onClick={() => navigate(`${APPOINTMENT_PAGES.create}?from=${record.id}`)}
          >
            {t('Book Again')}
          </Button>
        )}
        {canWrite && !archived && (
          <Button
            startIcon={<EditOutlined />}
            onClick={() => navigate(APPOINTMENT_PAGES.edit(record.id))}
            title={movable ? undefined : t('Only the notes, reason and contact can change now')}
          >
            {t('Edit')}
          </Button>
        )}
        {canWrite && !archived && (
          <Button color="error" startIcon={<ArchiveOutlined />} onClick={() => archive.request(record)}>
            {t('Archive')}
          </Button>
        )}
        {canWrite && archived && <RestoreButton def={appointments} record={record} />}
      </Stack>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <DetailSections def={appointments} record={record} headingLevel="h2" />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="status-history">
            <Typography id="status-history" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('Status history')}
            </Typography>
            <StatusTimeline id={record.id} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }} component="section" aria-labelledby="reminders">
            <Typography id="reminders" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('Reminders')}
            </Typography>
            <VisitReminders id={record.id} />
          </Paper>
        </Grid>
      </Grid>
      <VisitConsultations visit={record} archived={archived} />
      <VisitPrescriptions visit={record} archived={archived} />
      <VisitPayments visit={record} archived={archived} />
      <VisitInvoices visit={record} archived={archived} />
      {archive.dialog}
    </Box>
  );
}
