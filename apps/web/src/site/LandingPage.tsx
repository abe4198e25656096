import { DEFAULT_SETTINGS } from '@chairside/domain';
import { Box, Skeleton } from '@mui/material';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { LandingSections } from './LandingSections';
import { LandingFooter } from './landing/LandingFooter';
import { LandingTopBar } from './landing/LandingTopBar';
import { siteQuery } from './siteQuery';

/** Spec 000 §2.8: the clinic's public page, every word of it from the CMS and the clinic settings. */
export default function LandingPage() {
  const { data } = siteQuery.use();
  const appName = data?.settings.system.appName.trim() || DEFAULT_SETTINGS.system.appName;
  useDocumentTitle(null);

  return (
    <Box>
      <LandingTopBar appName={appName} showLogo={data?.settings.system.showLogo === true} />
      {data ? (
        <LandingSections site={data} />
      ) : (
        <Box component="main" sx={{ pt: 12, px: 2 }} aria-busy="true">
          <Skeleton variant="rectangular" height={320} />
        </Box>
      )}
      <LandingFooter appName={appName} />
    </Box>
  );
}
