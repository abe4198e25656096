import { DEFAULT_SETTINGS, type PublicSite } from '@chairside/domain';
import { Box } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { AboutSection } from './landing/AboutSection';
import { BlogSection } from './landing/BlogSection';
import { BookVisitSection } from './landing/BookVisitSection';
import { ContactSection } from './landing/ContactSection';
import { Hero } from './landing/Hero';
import { MembershipsSection } from './landing/MembershipsSection';
import { OpeningHoursSection } from './landing/OpeningHoursSection';
import { PeopleSection } from './landing/PeopleSection';
import { ServicesSection } from './landing/ServicesSection';
import { TestimonialsSection } from './landing/TestimonialsSection';

/** The landing page's sections below the top bar, from the site's content (the CMS editors' previews draw them too). */
export function LandingSections({ site, as = 'main' }: { site: PublicSite; as?: 'main' | 'div' }) {
  const { t } = useTranslation();
  const { content, settings } = site;
  const appName = settings.system.appName.trim() || DEFAULT_SETTINGS.system.appName;
  return (
    <Box component={as}>
      <Hero
        appName={appName}
        home={content.home}
        hours={settings.openHours}
        contactLabel={String(content.contact.title)}
        servicesLabel={String(content.services.title)}
        image={site.heroImage}
      />
      <AboutSection about={content.about} />
      <ServicesSection text={content.services} services={site.services} />
      <OpeningHoursSection text={content.openingHours} hours={settings.openHours} />
      <MembershipsSection text={content.memberships} />
      <PeopleSection id="doctors" title={t('Our Doctors')} empty={t('No doctors found.')} people={site.doctors} />
      <PeopleSection id="staff" title={t('Our Staff')} empty={t('No staff found.')} people={site.staff} tinted />
      <TestimonialsSection testimonials={site.testimonials} />
      <BlogSection text={content.blog} posts={site.posts} />
      <ContactSection text={content.contact} system={settings.system} />
      <BookVisitSection text={content.bookVisit} />
    </Box>
  );
}
