import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '@chairside/domain';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalDetails } from './PersonalDetails';

const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);

/** Who I am, what my role lets me do, my personal details and my password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const permissions = user.permissions.filter(isPermission);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('My Profile')}
      </Typography>
      <Stack spacing={2}>
        <Card component="section" aria-label={t('Account')}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
                {user.username.charAt(0).toUpperCase()}
              </Avatar>
              <Box>
                <Typography variant="h6" component="p">
                  {user.username}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t('Role')}: {user.role ? t(user.role) : t('No role')}
                </Typography>
              </Box>
            </Stack>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              {t('What you can do')}
            </Typography>
            {permissions.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>
                {t('Your account has no permissions yet. Ask an administrator to give you a role.')}
              </Typography>
            ) : (
              <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                {permissions.map((p) => (
                  <li key={p}>
                    <Chip color="primary" variant="outlined" label={t(PERMISSION_LABELS[p])} />
                  </li>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        <PersonalDetails />
        <ChangePasswordForm username={user.username} />
      </Stack>
    </Box>
  );
}
