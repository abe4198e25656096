import { DEFAULT_SETTINGS } from '@chairside/domain';
import { Box } from '@mui/material';
import { useSettings } from '../api/settings';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AboutSection } from './landing/AboutSection';
import { BookVisitSection } from './landing/BookVisitSection';
import { ContactSection } from './landing/ContactSection';
import { Hero } from './landing/Hero';
import { LandingFooter } from './landing/LandingFooter';
import { LandingTopBar } from './landing/LandingTopBar';
import { OpeningHoursSection } from './landing/OpeningHoursSection';
import { ServicesSection } from './landing/ServicesSection';

/** Spec 000 §2.8: the clinic's public page, from the clinic settings. */
export default function LandingPage() {
  const { data, isError } = useSettings();
  // A failed load falls back to the defaults (spec 000 §8); while loading, sections show placeholders.
  const settings = data ?? (isError ? DEFAULT_SETTINGS : undefined);
  const appName = settings?.system.appName.trim() || DEFAULT_SETTINGS.system.appName;
  useDocumentTitle(null);

  return (
    <Box>
      <LandingTopBar appName={appName} showLogo={settings?.system.showLogo === true} />
      <Box component="main">
        <Hero appName={appName} hours={settings?.openHours} />
        <AboutSection appName={appName} settings={settings} />
        <ServicesSection />
        <OpeningHoursSection hours={settings?.openHours} />
        <ContactSection settings={settings} />
        <BookVisitSection />
      </Box>
      <LandingFooter appName={appName} />
    </Box>
  );
}
