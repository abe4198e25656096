import type { Role, User } from '@chairside/domain';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import { useFormatDate } from '../../../app/useFormatDate';
import { useTranslation } from '../../../i18n/useTranslation';
import { RoleSelect } from './RoleSelect';

interface UserRowProps {
  user: User;
  /** The signed-in administrator's own account: it cannot be deactivated or demoted here. */
  isSelf: boolean;
  busy: boolean;
  onRole(role: Role | null): void;
  onActivate(): void;
  onDeactivate(): void;
  onResetPassword(): void;
}

/** One account: name, role, status, dates and what can be done with it. */
export function UserRow({ user, isSelf, busy, onRole, onActivate, onDeactivate, onResetPassword }: UserRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const selfNote = isSelf ? t('You cannot change your own role or deactivate your own account.') : '';
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {user.username}
        {isSelf && ` (${t('you')})`}
      </TableCell>
      <TableCell>
        <Tooltip title={selfNote}>
          <span>
            <RoleSelect username={user.username} value={user.role} disabled={busy || isSelf} onChange={onRole} />
          </span>
        </Tooltip>
      </TableCell>
      <TableCell>
        <Chip
          color={user.active ? 'success' : 'warning'}
          variant="outlined"
          label={user.active ? t('Active') : t('Awaiting activation')}
        />
      </TableCell>
      <TableCell>{formatDate(user.createdAt)}</TableCell>
      <TableCell>{user.lastLoginAt ? formatDate(user.lastLoginAt, true) : t('Never')}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {user.active ? (
            <Tooltip title={selfNote}>
              <span>
                <Button color="warning" onClick={onDeactivate} disabled={busy || isSelf}>
                  {t('Deactivate')}
                </Button>
              </span>
            </Tooltip>
          ) : (
            <Button variant="outlined" color="success" onClick={onActivate} disabled={busy}>
              {t('Activate')}
            </Button>
          )}
          <Tooltip title={t('Reset password')}>
            <IconButton
              onClick={onResetPassword}
              aria-label={t('Reset the password of {{username}}', { username: user.username })}
            >
              <LockResetOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
