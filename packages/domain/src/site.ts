/**
 * Public website content that has no module of its own yet. English text is
 * also the translation key on the web.
 */

/** Spec 000 §9: the default service list of the landing page. */
export const DEFAULT_SERVICES = [
  'General & Family Dentistry',
  'Cosmetic Dentistry (Whitening, Veneers)',
  'Dental Implants & Restorations',
  'Orthodontics (Braces & Aligners)',
  'Pediatric Dentistry',
  'Emergency Dental Care',
] as const;
