import type { AppointmentNotifications } from '@chairside/domain';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { Chip, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import type { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { useFormatDate } from '../../app/useFormatDate';
import { APPOINTMENT_PAGES } from './pages';

/**
 * The appointments part of the header's notifications: today's and the coming
 * week's visits, soonest first, each a link to its page; new bookings not yet
 * confirmed are flagged. Menu items, for the bell's menu.
 */
export function appointmentNotificationItems(
  data: AppointmentNotifications | undefined,
  close: () => void,
  t: ReturnType<typeof useTranslation>['t'],
  formatDate: ReturnType<typeof useFormatDate>,
) {
  if (!data) return [];
  const items = [
    <ListSubheader key="appointments-heading" role="presentation" sx={{ lineHeight: '32px' }}>
      {t('Appointments: {{today}} today', { today: data.todayCount })}
    </ListSubheader>,
  ];
  if (data.items.length === 0)
    items.push(
      <MenuItem key="appointments-none" disabled>
        <ListItemText primary={t('No appointments today or this week.')} />
      </MenuItem>,
    );
  for (const a of data.items)
    items.push(
      <MenuItem key={`appointment-${a.id}`} component={RouterLink} to={APPOINTMENT_PAGES.view(a.id)} onClick={close}>
        <ListItemIcon>
          <EventOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={`${a.startTime}–${a.endTime} · ${a.patientName ?? t('Patient not found')}`}
          secondary={[
            a.appointmentDate === data.today ? t('Today') : formatDate(a.appointmentDate),
            a.doctorName ?? t('Doctor not found'),
            t(a.status),
          ].join(' · ')}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
        {a.isNew && <Chip label={t('New')} color="warning" size="small" sx={{ ml: 1 }} />}
      </MenuItem>,
    );
  if (data.total > data.items.length)
    items.push(
      <MenuItem key="appointments-all" component={RouterLink} to={APPOINTMENT_PAGES.list} onClick={close}>
        <ListItemText primary={t('See all {{total}} coming appointments', { total: data.total })} />
      </MenuItem>,
    );
  return items;
}
