/**
 * The public website's editable text (issue 24, spec 002 "Front-office content"): one document per
 * section of the site, each edited on its own CMS screen. Plain values only (no zod): the landing
 * page reads the defaults and field lists; `site-content-schema.ts` validates them on the server
 * and in the editors.
 */

/** A field of a section's editor: a one-line text, a paragraph, or lines (one entry per line). */
export interface SiteTextField {
  key: string;
  label: string;
  kind: 'line' | 'paragraph' | 'lines';
  max: number;
  /** Lines: at most this many entries. */
  maxItems?: number;
}

const line = (key: string, label: string, max = 160): SiteTextField => ({ key, label, kind: 'line', max });
const paragraph = (key: string, label: string, max = 3000): SiteTextField => ({ key, label, kind: 'paragraph', max });
const lines = (key: string, label: string, maxItems = 12, max = 200): SiteTextField => ({
  key,
  label,
  kind: 'lines',
  max,
  maxItems,
});

/** Every section's editor: its CMS route, title, fields and messages. */
export const SITE_SECTIONS = {
  about: {
    path: '/aboutus',
    title: 'About Us',
    fields: [paragraph('description', 'Description'), lines('highlights', 'Highlights', 10)],
    saved: 'About Us updated successfully.',
    failed: 'Failed to update About Us.',
    loadFailed: 'Failed to load About Us.',
  },
  home: {
    path: '/homepage',
    title: 'Home Page',
    fields: [
      line('title', 'Hero Title', 120),
      paragraph('subtitle', 'Hero Subtitle', 300),
      line('callToAction', 'Call to Action', 40),
    ],
    saved: 'Home page updated successfully.',
    failed: 'Failed to update the home page.',
    loadFailed: 'Failed to load the home page.',
  },
  services: {
    path: '/servicepage',
    title: 'Services Section',
    // `shown` is not stored here: it names the fee schedule's services shown on the website, in order.
    fields: [line('title', 'Title'), paragraph('subtitle', 'Sub Title', 300), lines('shown', 'Services', 30, 120)],
    saved: 'Services updated successfully.',
    failed: 'Failed to update services.',
    loadFailed: 'Failed to load services.',
  },
  openingHours: {
    path: '/openinghourpage',
    title: 'Opening Hours Page',
    fields: [line('title', 'Title'), paragraph('subtitle', 'Sub Title', 300)],
    saved: 'Opening hours page updated successfully.',
    failed: 'Failed to update the opening hours page.',
    loadFailed: 'Failed to load the opening hours page.',
  },
  contact: {
    path: '/contactpage',
    title: 'Contact Page',
    fields: [
      line('title', 'Title'),
      paragraph('subtitle', 'Sub Title', 300),
      line('email', 'Email', 40),
      line('phone', 'Phone', 40),
      line('address', 'Address', 40),
      line('sendButton', 'Button', 40),
    ],
    saved: 'Contact page updated successfully.',
    failed: 'Failed to update the contact page.',
    loadFailed: 'Failed to load the contact page.',
  },
  blog: {
    path: '/blogpage',
    title: 'Blog Page',
    fields: [line('title', 'Title'), paragraph('subtitle', 'Sub Title', 300)],
    saved: 'Blog page updated successfully.',
    failed: 'Failed to update the blog page.',
    loadFailed: 'Failed to load the blog page.',
  },
  memberships: {
    path: '/membershippage',
    title: 'Membership Plans',
    fields: [
      line('title', 'Title'),
      paragraph('subtitle', 'Sub Title', 300),
      lines('plans', 'Plans (one per line: name: benefit, benefit)', 4, 300),
    ],
    saved: 'Membership plans updated successfully.',
    failed: 'Failed to update the membership plans.',
    loadFailed: 'Failed to load the membership plans.',
  },
  bookVisit: {
    path: '/bookvisitpage',
    title: 'Book Your Visit',
    fields: [line('title', 'Title'), paragraph('subtitle', 'Sub Title', 300), line('button', 'Button', 40)],
    saved: 'Book Your Visit updated successfully.',
    failed: 'Failed to update Book Your Visit.',
    loadFailed: 'Failed to load Book Your Visit.',
  },
} as const satisfies Record<
  string,
  { path: string; title: string; fields: readonly SiteTextField[]; saved: string; failed: string; loadFailed: string }
>;

export type SiteSection = keyof typeof SITE_SECTIONS;
export const SITE_SECTION_NAMES = Object.keys(SITE_SECTIONS) as SiteSection[];

/** A section's values: text for lines and paragraphs, a list for lines fields. */
export type SiteSectionValues = Record<string, string | string[]>;
export type SiteContent = Record<SiteSection, SiteSectionValues>;

/** What a new clinic's site says until its staff edit it (spec 000 §9's service list is the fee schedule's now). */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  about: {
    description: 'Our team looks after your teeth and your comfort, from the first check-up to complete treatment.',
    highlights: ['Gentle care for the whole family', 'Modern equipment', 'Clear prices before treatment'],
  },
  home: {
    title: 'Gentle, modern dental care',
    subtitle: 'Gentle, modern dental care for the whole family.',
    callToAction: 'Book Appointment',
  },
  services: { title: 'Our Services', subtitle: 'The care we offer, from check-ups to implants.', shown: [] },
  openingHours: { title: 'Opening Hours', subtitle: 'Come and see us at these times.' },
  contact: {
    title: 'Contact Us',
    subtitle: 'Questions about a treatment or a visit? Write to us.',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    sendButton: 'Send Message',
  },
  blog: { title: 'From Our Blog', subtitle: 'Advice for healthy teeth, from our team.' },
  memberships: { title: 'Memberships', subtitle: 'Plans that spread the cost of your care.', plans: [] },
  bookVisit: {
    title: 'Book Your Visit',
    subtitle: 'Choose a time that suits you: we confirm your visit by phone or email.',
    button: 'Book Visit',
  },
};

/** `Family: Two check-ups a year, 10% off fillings` → a plan card's name and benefits. */
export function membershipPlanOf(entry: string): { name: string; benefits: string[] } {
  const at = entry.indexOf(':');
  if (at < 0) return { name: entry.trim(), benefits: [] };
  const benefits = entry
    .slice(at + 1)
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return { name: entry.slice(0, at).trim(), benefits };
}

export const SITE_CONTENT_MESSAGES = {
  unknownService: 'No service named "{{name}}" in the fee schedule.',
} as const;

/** At most this many of each on the landing page (spec 000 §2.8). */
export const SITE_CARD_LIMIT = 4;
/** The latest published posts the landing page lists. */
export const SITE_LATEST_POSTS = 3;

/** The section values as stored, with any missing field taking its default (an older document). */
export function siteSectionWithDefaults(section: SiteSection, stored: unknown): SiteSectionValues {
  const base = DEFAULT_SITE_CONTENT[section];
  if (typeof stored !== 'object' || stored === null) return base;
  const values: SiteSectionValues = { ...base };
  for (const f of SITE_SECTIONS[section].fields) {
    const v = (stored as Record<string, unknown>)[f.key];
    if (f.kind === 'lines' ? Array.isArray(v) && v.every((x) => typeof x === 'string') : typeof v === 'string')
      values[f.key] = v as string | string[];
  }
  return values;
}

/** Spec 002 §5: one entry per line, trimmed, blank lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
