import { DEFAULT_SERVICES } from '@chairside/domain';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

/** Our Services: the clinic's kinds of care. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <Section id="services" title={t('Our Services')} tinted>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {DEFAULT_SERVICES.map((service) => (
          <Paper
            component="li"
            key={service}
            variant="outlined"
            sx={{ p: 2.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
          >
            <MedicalServicesOutlined color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t(service)}</Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
