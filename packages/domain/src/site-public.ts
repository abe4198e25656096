import type { ClinicSettings } from './settings.js';
import type { SiteContent } from './site-content.js';

/** A picture of the public site: its address at each width the site shows (`?w=`). */
export interface SitePicture {
  small: string;
  large: string;
}

export interface SiteService {
  id: number;
  name: string;
  description: string;
  image: SitePicture | null;
}

export interface SitePerson {
  id: number;
  name: string;
  /** A doctor's specialization, a staff member's role. */
  title: string;
  photo: SitePicture | null;
}

export interface SiteTestimonial {
  id: number;
  name: string;
  quote: string;
  rating: number;
  photo: SitePicture | null;
}

export interface SitePostSummary {
  slug: string;
  title: string;
  summary: string;
  author: string;
  publishedOn: string;
  cover: SitePicture | null;
}

/** A published post as its page shows it: the body already rendered to safe HTML by the server. */
export interface SitePost extends SitePostSummary {
  html: string;
}

/** `GET /api/site`: everything the landing page draws, in one answer. */
export interface PublicSite {
  settings: Pick<ClinicSettings, 'system' | 'openHours' | 'localisation'>;
  content: SiteContent;
  services: SiteService[];
  doctors: SitePerson[];
  staff: SitePerson[];
  testimonials: SiteTestimonial[];
  posts: SitePostSummary[];
  heroImage: SitePicture | null;
}

/** `/blog/caring-for-your-gums` (`PUBLIC_PAGES.blog`). */
export const blogPostPath = (slug: string): string => `/blog/${slug}`;
