import { type ClinicSettings, DEFAULT_SERVICES, WEEK_DAYS } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Skeleton, Typography } from '@mui/material';
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
        // A dense MUI List's look in Boxes: List, ListItem, ListItemIcon and ListItemText are ~3 KB
        // gzip of code on the landing page, for three lines of text.
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0, py: 1 }}>
          {highlights.map((h) => (
            <Box component="li" key={h} sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
              <Box sx={{ display: 'inline-flex', flexShrink: 0, minWidth: 36 }}>
                <CheckCircleOutlined color="primary" fontSize="small" />
              </Box>
              <Typography variant="body2" sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5 }}>
                {h}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Skeleton variant="rectangular" height={72} sx={{ maxWidth: 420 }} />
      )}
    </Section>
  );
}
