import type { SiteSectionValues, SiteService } from '@chairside/domain';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { CardList } from './CardList';
import { Picture } from './Picture';
import { Section } from './Section';

/** Our Services: the fee schedule's services marked "Shown on Website", with their public text and image. */
export function ServicesSection({ text, services }: { text: SiteSectionValues; services: readonly SiteService[] }) {
  const { t } = useTranslation();
  return (
    <Section id="services" title={String(text.title)} subtitle={String(text.subtitle)} tinted>
      <CardList
        items={services}
        empty={t('No services added')}
        keyOf={(service) => service.id}
        columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}
      >
        {(service) => (
          <>
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
          </>
        )}
      </CardList>
    </Section>
  );
}
