import { SectionEditor } from './SectionEditor';

/** The CMS group's editors (spec 000 §2.3, spec 002 "Front-office content"), one per section of the site. */
export const AboutUsPage = () => <SectionEditor section="about" />;
export const HomePageEditor = () => <SectionEditor section="home" />;
export const ServicesSectionPage = () => <SectionEditor section="services" />;
export const OpeningHoursPage = () => <SectionEditor section="openingHours" />;
export const ContactPageEditor = () => <SectionEditor section="contact" />;
export const BlogPageEditor = () => <SectionEditor section="blog" />;
export const MembershipPlansPage = () => <SectionEditor section="memberships" />;
export const BookVisitEditor = () => <SectionEditor section="bookVisit" />;
