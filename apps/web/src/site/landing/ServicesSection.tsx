import type { SiteSectionValues, SiteService } from '@chairside/domain';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { Picture } from './Picture';
import { EmptySection, Section } from './Section';

/** Our Services: the fee schedule's services marked "Shown on Website", with their public text and image. */
export function ServicesSection({ text, services }: { text: SiteSectionValues; services: readonly SiteService[] }) {
  const { t } = useTranslation();
  return (
    <Section id="services" title={String(text.title)} subtitle={String(text.subtitle)} tinted>
      {services.length === 0 ? (
        <EmptySection text={t('No services added')} />
      ) : (
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
          {services.map((service) => (
            <Paper component="li" key={service.id} variant="outlined" sx={{ p: 2.5 }}>
              {service.image && <Picture picture={service.image} alt="" height={160} />}
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: service.image ? 1.5 : 0 }}>
                <MedicalServicesOutlined color="primary" aria-hidden />
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  <bdi>{service.name}</bdi>
                </Typography>
              </Box>
              {service.description && (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  <bdi>{service.description}</bdi>
                </Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Section>
  );
}
