import { Box, Link, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { HelpSection } from './HelpSection';
import { RolesTable } from './RolesTable';
import { ShortcutsTable } from './ShortcutsTable';

const SIGN_IN_STEPS = [
  'Open the login page and enter your user name and password.',
  'New staff members create an account with Register; an administrator then activates it and gives it a role.',
  'Until the account is active, signing in says that it is not active yet.',
  'Forgot your password? Ask an administrator to reset it in Settings › Users, then change it in My Profile.',
  'After several failed attempts, signing in is paused for a short while: wait, then try again.',
] as const;

/** How to use the application: signing in, roles, keyboard, API. */
export default function HelpPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('Help')}
      </Typography>
      <Stack spacing={2}>
        <HelpSection id="help-sign-in" title={t('Signing in')}>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
            {SIGN_IN_STEPS.map((s) => (
              <li key={s}>{t(s)}</li>
            ))}
          </Box>
        </HelpSection>
        <HelpSection id="help-roles" title={t('Roles and what they may do')}>
          <Typography sx={{ mb: 1 }}>
            {user?.role
              ? t('Your role is {{role}}. Menu items and buttons you may not use are hidden.', { role: t(user.role) })
              : t('Your account has no role yet. Ask an administrator to give you one.')}
          </Typography>
          <RolesTable />
        </HelpSection>
        <HelpSection id="help-keyboard" title={t('Keyboard shortcuts')}>
          <ShortcutsTable />
        </HelpSection>
        <HelpSection id="help-api" title={t('API documentation')}>
          <Typography sx={{ mb: 1 }}>
            {t('Every screen uses the HTTP API. Its documentation is generated from the same rules the server checks.')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            <li>
              {t('Interactive documentation')}:{' '}
              <Link href="/api/docs" target="_blank" rel="noopener">
                /api/docs
              </Link>
            </li>
            <li>
              {t('OpenAPI document (JSON)')}:{' '}
              <Link href="/api/openapi.json" target="_blank" rel="noopener">
                /api/openapi.json
              </Link>
            </li>
          </Box>
        </HelpSection>
      </Stack>
    </Box>
  );
}
