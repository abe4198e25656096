/** The landing page's sections, in order; the top bar links to them. Labels are i18n keys. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'services', label: 'Services' },
  { id: 'doctors', label: 'Doctors' },
  { id: 'staff', label: 'Staff' },
  { id: 'memberships', label: 'Memberships' },
  { id: 'contact', label: 'Contact' },
] as const;

/** Scrolls to a section and moves keyboard focus there. */
export function goToSection(id: string): void {
  const el = document.getElementById(id);
  // From a post's page: the landing page's section.
  if (!el) {
    window.location.assign(`/#${id}`);
    return;
  }
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/** The public booking page (spec 000 §2.7) the landing's booking buttons lead to. */
export const BOOK_VISIT_PATH = '/book-appointment';
