import { type ClinicSettings, DEFAULT_SERVICES, WEEK_DAYS } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { isolate } from '../../i18n/bidi';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

/** About Us: who we are, with highlights taken from the clinic's own settings. */
export function AboutSection({ appName, settings }: { appName: string; settings: ClinicSettings | undefined }) {
  const { t } = useTranslation();
  const openDays = settings ? WEEK_DAYS.filter((d) => !settings.openHours[d].closed).length : 0;
  const address = settings?.system.address.trim();
  const highlights = [
    openDays > 0 ? t('Open {{days}} days a week', { days: openDays }) : null,
    t('{{total}} kinds of dental care under one roof', { total: DEFAULT_SERVICES.length }),
    address ? t('Find us at {{address}}', { address: isolate(address) }) : null,
  ].filter((h): h is string => h !== null);

  return (
    <Section id="about" title={t('About Us')}>
      <Typography sx={{ maxWidth: 760, mb: 2, fontSize: 16 }}>
        {t(
          'Welcome to {{appName}}. Our team looks after your teeth and your comfort, from the first check-up to complete treatment.',
          {
            appName,
          },
        )}
      </Typography>
      {settings ? (
        <List>
          {highlights.map((h) => (
            <ListItem key={h} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleOutlined color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={h} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Skeleton variant="rectangular" height={72} sx={{ maxWidth: 420 }} />
      )}
    </Section>
  );
}
