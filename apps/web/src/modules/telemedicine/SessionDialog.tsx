import { type CalendarItem, STATUS_COLORS } from '@chairside/domain';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useFormatDate } from '../../app/useFormatDate';
import { useTranslation } from '../../i18n/useTranslation';
import { MeetingLinkActions } from '../appointments/MeetingLinkActions';
import { APPOINTMENT_PAGES } from '../appointments/pages';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ width: 110, flexShrink: 0, color: 'text.secondary' }}>{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** A telemedicine session at a glance: who, when, its status, and the call to join or send. */
export function SessionDialog({ session, onClose }: { session: CalendarItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Dialog open={session !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="session-title">
      {session && (
        <>
          <DialogTitle id="session-title">{t('Telemedicine session')}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <Line label={t('Patient')}>{session.patientName ?? t('Patient not found')}</Line>
              <Line label={t('Doctor')}>{session.doctorName ?? t('No doctor selected.')}</Line>
              <Line label={t('When')}>
                <bdi dir="ltr">
                  {formatDate(session.appointmentDate)} · {session.startTime}–{session.endTime}
                </bdi>
              </Line>
              <Line label={t('Status')}>
                <Chip size="small" label={t(session.status)} color={STATUS_COLORS[session.status]} />
              </Line>
              <Line label={t('Reason for Visit')}>{session.reasonForVisit}</Line>
              <Line label={t('Meeting Link')}>
                {session.meetingLink ? (
                  <Stack spacing={1}>
                    <bdi dir="ltr" style={{ wordBreak: 'break-all' }}>
                      {session.meetingLink}
                    </bdi>
                    <MeetingLinkActions link={session.meetingLink} />
                  </Stack>
                ) : (
                  t('None yet')
                )}
              </Line>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button component={RouterLink} to={APPOINTMENT_PAGES.view(session.id)}>
              {t('Open appointment')}
            </Button>
            <Button onClick={onClose}>{t('Close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
