import { type NotificationItem, RESOURCE_CATALOGUE } from '@chairside/domain';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Badge, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/client';
import { fetchUsers, USERS_KEY } from '../api/users';
import { useFormatDate } from '../app/useFormatDate';
import { useAuth } from '../auth/AuthContext';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { useTranslation } from '../i18n/useTranslation';
import { appointmentNotificationItems } from '../modules/appointments/AppointmentNotificationItems';
import { useAppointmentNotifications, useMoveStatus } from '../modules/appointments/api';
import { asapOfferItems } from '../modules/recall/asapOfferItems';
import { GENERIC_ERROR } from '../resources/errors';
import { useToast } from './toast';
import { useMenuAnchor } from './useMenuAnchor';

const PENDING_PATH = '/configuration/users?active=false';

/**
 * The bell: today's and the coming week's appointments (for those who see the
 * book), and for user managers the accounts waiting for activation. The
 * badge counts today's visits, new unconfirmed bookings and waiting accounts.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const formatDate = useFormatDate();
  const menu = useMenuAnchor();
  const manager = can('users.manage');
  // Asked once the page's own first screen is drawn: the bell comes second.
  const ready = useAfterFirstPaint();
  const { data } = useQuery({
    queryKey: [...USERS_KEY, 'pending'],
    queryFn: () => fetchUsers({ active: 'false', page: 1, pageSize: 20 }),
    enabled: manager && ready,
    refetchInterval: 60_000,
  });
  const pending = manager ? (data?.items ?? []) : [];
  const accounts = manager ? (data?.total ?? 0) : 0;
  const book = useAppointmentNotifications(can('appointments.view') && ready);
  const visits = book.data ? book.data.todayCount + book.data.newCount + book.data.asapOffers.length : 0;
  const total = accounts + visits;
  const moveStatus = useMoveStatus();
  const toast = useToast();
  const confirm = async (item: NotificationItem) => {
    try {
      await moveStatus.mutateAsync({ id: item.id, status: 'Confirmed', version: item.version });
      toast.success(t('Appointment confirmed.'));
    } catch (e) {
      toast.error(t(e instanceof ApiError ? (e.problem.detail ?? GENERIC_ERROR) : GENERIC_ERROR));
    }
  };
  const appointmentItems = appointmentNotificationItems(
    book.data,
    menu.close,
    t,
    formatDate,
    can(RESOURCE_CATALOGUE.appointments.permissions.write) ? confirm : undefined,
  );
  const offerItems = asapOfferItems(
    book.data?.asapOffers,
    menu.close,
    t,
    formatDate,
    can(RESOURCE_CATALOGUE.appointments.permissions.write),
  );
  const clinic = book.data?.clinic?.name;
  const label =
    total > 0
      ? clinic
        ? t('Notifications: {{total}} new at {{clinic}}', { total, clinic })
        : t('Notifications: {{total}} new', { total })
      : t('Notifications');

  return (
    <>
      <Tooltip title={t('Notifications')}>
        <IconButton aria-label={label} {...menu.buttonProps}>
          {/* No badge at all when nothing is new: a hidden "0" would still count as the button's visible text. */}
          {total > 0 ? (
            <Badge badgeContent={total} color="error" max={99}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        id={menu.menuId}
        anchorEl={menu.anchor}
        open={menu.isOpen}
        onClose={menu.close}
        slotProps={{ paper: { sx: { maxHeight: 350, width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <ListSubheader role="presentation" sx={{ lineHeight: '32px' }}>
          {t('Notifications')}
        </ListSubheader>
        {book.data && (
          // The sidebar's Appointments badge counts every clinic: say which visits the bell counts.
          <MenuItem disabled dense sx={{ whiteSpace: 'normal', '&.Mui-disabled': { opacity: 1 } }}>
            <ListItemText
              secondary={
                book.data.clinic
                  ? t('The bell counts the visits of {{clinic}}, where you work; the sidebar counts every clinic’s.', {
                      clinic: book.data.clinic.name,
                    })
                  : t('The bell counts the visits of every clinic.')
              }
            />
          </MenuItem>
        )}
        {offerItems}
        {appointmentItems}
        {manager && pending.length > 0 && (
          <ListSubheader role="presentation" sx={{ lineHeight: '32px' }}>
            {t('Accounts awaiting activation')}
          </ListSubheader>
        )}
        {pending.length === 0 && appointmentItems.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('No notifications')} />
          </MenuItem>
        )}
        {pending.map((u) => (
          <MenuItem key={u.id} component={RouterLink} to={PENDING_PATH} onClick={menu.close}>
            <ListItemIcon>
              <PersonAddAlt1Outlined fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('{{username}} is waiting for activation', { username: u.username })}
              secondary={t('Registered on {{date}}', { date: formatDate(u.createdAt) })}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        ))}
        {accounts > pending.length && (
          <MenuItem component={RouterLink} to={PENDING_PATH} onClick={menu.close}>
            <ListItemText primary={t('See all {{total}} accounts awaiting activation', { total: accounts })} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
