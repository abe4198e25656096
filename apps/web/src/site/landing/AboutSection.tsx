import type { SiteSectionValues } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { Section } from './Section';

const asList = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : []);

/** About Us: the clinic's description and highlights, as written in the CMS (/aboutus). */
export function AboutSection({ about }: { about: SiteSectionValues }) {
  const { t } = useTranslation();
  return (
    <Section id="about" title={t('About Us')}>
      <Typography sx={{ maxWidth: 760, mb: 2, fontSize: 16, whiteSpace: 'pre-line' }}>
        <bdi>{about.description}</bdi>
      </Typography>
      {/* A dense MUI List's look in Boxes: List and its parts are ~3 KB gzip on the landing page. */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0, py: 1 }}>
        {asList(about.highlights).map((h) => (
          <Box component="li" key={h} sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
            <Box sx={{ display: 'inline-flex', flexShrink: 0, minWidth: 36 }}>
              <CheckCircleOutlined color="primary" fontSize="small" />
            </Box>
            <Typography variant="body2" sx={{ flex: '1 1 auto', minWidth: 0, my: 0.5 }}>
              <bdi>{h}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
