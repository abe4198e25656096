import type { AppointmentNotifications, NotificationItem } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import { Chip, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { useFormatDate } from '../../app/useFormatDate';
import type { useTranslation } from '../../i18n/useTranslation';
import { APPOINTMENT_PAGES } from './pages';

type T = ReturnType<typeof useTranslation>['t'];

/** One visit as a menu item: a link to its page, flagged when booked online or new. */
function visitItem(
  a: NotificationItem,
  key: string,
  today: string,
  close: () => void,
  t: T,
  formatDate: ReturnType<typeof useFormatDate>,
) {
  return (
    <MenuItem key={key} component={RouterLink} to={APPOINTMENT_PAGES.view(a.id)} onClick={close}>
      <ListItemIcon>
        {a.source === 'Online' ? <LanguageOutlined fontSize="small" /> : <EventOutlined fontSize="small" />}
      </ListItemIcon>
      <ListItemText
        primary={`${a.startTime}–${a.endTime} · ${a.patientName ?? t('Patient not found')}`}
        secondary={[
          a.appointmentDate === today ? t('Today') : formatDate(a.appointmentDate),
          a.doctorName ?? t('Doctor not found'),
          t(a.status),
        ].join(' · ')}
        // Long names wrap rather than run past the menu's edge.
        slotProps={{ primary: { sx: { whiteSpace: 'normal' } }, secondary: { sx: { whiteSpace: 'normal' } } }}
      />
      {a.source === 'Online' && <Chip label={t('Online')} color="secondary" size="small" sx={{ ml: 1 }} />}
      {a.isNew && <Chip label={t('New')} color="warning" size="small" sx={{ ml: 1 }} />}
    </MenuItem>
  );
}

/**
 * The appointments part of the header's notifications: the online bookings
 * still to confirm (each with its Confirm item, for those who may), then
 * today's and the coming week's visits, soonest first, each a link to its
 * page; only those of the user's own clinic when they work at one. Menu
 * items, for the bell's menu.
 */
export function appointmentNotificationItems(
  data: AppointmentNotifications | undefined,
  close: () => void,
  t: T,
  formatDate: ReturnType<typeof useFormatDate>,
  /** Confirms a visit booked online (absent: the user may not change appointments). */
  confirm?: (item: NotificationItem) => void,
) {
  if (!data) return [];
  const items = [];
  if (data.online.length > 0) {
    items.push(
      <ListSubheader key="online-heading" role="presentation" sx={{ lineHeight: '32px' }}>
        {t('Online bookings to confirm: {{n}}', { n: data.online.length })}
      </ListSubheader>,
    );
    for (const a of data.online) {
      items.push(visitItem(a, `online-${a.id}`, data.today, close, t, formatDate));
      // Its own item, not a button inside the link: the menu stays one list for arrow keys and readers.
      if (confirm)
        items.push(
          <MenuItem key={`online-confirm-${a.id}`} onClick={() => confirm(a)} sx={{ pl: 7 }} dense>
            <ListItemIcon>
              <CheckCircleOutlined fontSize="small" color="success" />
            </ListItemIcon>
            <ListItemText primary={t('Confirm online booking of {{name}}', { name: a.patientName ?? '' })} />
          </MenuItem>,
        );
    }
  }
  items.push(
    <ListSubheader key="appointments-heading" role="presentation" sx={{ lineHeight: '32px' }}>
      {data.clinic
        ? t('Appointments at {{clinic}}: {{today}} today', { clinic: data.clinic.name, today: data.todayCount })
        : t('Appointments: {{today}} today', { today: data.todayCount })}
    </ListSubheader>,
  );
  if (data.items.length === 0)
    items.push(
      <MenuItem key="appointments-none" disabled>
        <ListItemText primary={t('No appointments today or this week.')} />
      </MenuItem>,
    );
  for (const a of data.items) items.push(visitItem(a, `appointment-${a.id}`, data.today, close, t, formatDate));
  if (data.total > data.items.length)
    items.push(
      <MenuItem key="appointments-all" component={RouterLink} to={APPOINTMENT_PAGES.list} onClick={close}>
        <ListItemText primary={t('See all {{total}} coming appointments', { total: data.total })} />
      </MenuItem>,
    );
  return items;
}
