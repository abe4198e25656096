import type { PublicSite, SiteSection, SiteSectionValues } from '@chairside/domain';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { LandingSections } from '../../site/LandingSections';

/**
 * The public site as it will look with these values: the landing page's own sections, drawn from
 * the public content with this section replaced, scrolled to the section's part.
 */
export function SectionPreview({
  site,
  section,
  values,
}: {
  site: PublicSite;
  section: SiteSection;
  values: SiteSectionValues;
}) {
  const { t } = useTranslation();
  const previewed: PublicSite = { ...site, content: { ...site.content, [section]: values } };
  const anchor = PREVIEW_ANCHOR[section];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1, display: 'block' }}>
        {t('Preview')}
      </Typography>
      {/* Drawn, not used: nothing in it can be clicked or focused. */}
      <Box inert sx={{ maxHeight: 520, overflow: 'auto', [`& section:not(#${anchor})`]: { display: 'none' } }}>
        <LandingSections site={previewed} as="div" />
      </Box>
    </Paper>
  );
}

/** The landing section each editor previews. */
const PREVIEW_ANCHOR: Record<SiteSection, string> = {
  about: 'about',
  home: 'home',
  services: 'services',
  openingHours: 'hours',
  contact: 'contact',
  blog: 'blog',
  memberships: 'memberships',
  bookVisit: 'book',
};
