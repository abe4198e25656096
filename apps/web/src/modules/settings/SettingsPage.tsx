import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ForbiddenPage } from '../../shell/ForbiddenPage';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { SettingsPanel } from './SettingsPanel';
import { SETTINGS_TABS } from './tabs';
import { UsersTab } from './users/UsersTab';

/** Spec 000 §2.10 (/configuration): System, Localisation, Open Hours, and Users for user managers. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const { tab = 'system' } = useParams();
  const known = SETTINGS_TABS.find((x) => x.key === tab);
  const tabs = SETTINGS_TABS.filter((x) => x.permission === null || can(x.permission));

  if (!known) return <NotFoundPage />;
  if (!tabs.includes(known)) return <ForbiddenPage />;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('Settings')}
      </Typography>
      <Tabs
        value={known.key}
        aria-label={t('Settings sections')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((x) => (
          <Tab
            key={x.key}
            value={x.key}
            label={t(x.label)}
            id={`settings-tab-${x.key}`}
            aria-controls="settings-panel"
            component={RouterLink}
            to={`/configuration/${x.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${known.key}`}>
        {known.key === 'users' ? <UsersTab /> : <SettingsPanel tab={known.key} />}
      </Box>
    </Box>
  );
}
