import { PERMISSION_LABELS } from '@chairside/domain';
import { Alert, Box, Chip, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { useStaffAccount } from './useStaffAccount';

/**
 * What a staff member may do in Chairside: the permissions of the account
 * they sign in with, as chips (read from the server, never typed in).
 */
export function StaffAccess({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const query = useStaffAccount(staffId);
  const account = query.data;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton width="60%" />;
  else if (query.isError) body = <Alert severity="error">{t(GENERIC_ERROR)}</Alert>;
  else if (!account)
    body = (
      <Typography color="text.secondary">{t('No user account is linked: this person cannot sign in.')}</Typography>
    );
  else if (!account.active)
    body = (
      <Alert severity="warning">
        {account.username === null
          ? t('The account is not active: it gives no permissions.')
          : t('The account {{username}} is not active: it gives no permissions.', { username: account.username })}
      </Alert>
    );
  else if (account.permissions.length === 0)
    body = (
      <Alert severity="info">
        {account.username === null
          ? t('The account has no role yet: it gives no permissions.')
          : t('The account {{username}} has no role yet: it gives no permissions.', { username: account.username })}
      </Alert>
    );
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {account.username === null
            ? t('Signs in with the permissions of the role {{role}}.', { role: t(account.role ?? '') })
            : t('Signs in as {{username}}, with the permissions of the role {{role}}.', {
                username: account.username,
                role: t(account.role ?? ''),
              })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('Permissions')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}
        >
          {account.permissions.map((p) => (
            <Box component="li" key={p} sx={{ listStyle: 'none' }}>
              <Chip label={t(PERMISSION_LABELS[p])} color="primary" variant="outlined" size="small" />
            </Box>
          ))}
        </Box>
      </>
    );

  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Permissions')}
      </Typography>
      {body}
    </Box>
  );
}
