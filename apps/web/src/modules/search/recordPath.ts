import { navItemForResource } from '../../shell/nav';
import { PATIENT_PAGES } from '../patients/pages';

/** Record types whose records have a page of their own rather than the list's detail view. */
const RECORD_PAGES: Record<string, (id: number) => string> = { patients: PATIENT_PAGES.view };

/** Where one record opens: its own page, else its list's detail view (`/clinic?view=12`); undefined without a screen. */
export function recordPath(resource: string, id: number): string | undefined {
  const own = RECORD_PAGES[resource];
  if (own) return own(id);
  const page = navItemForResource(resource);
  return page ? `${page.path}?view=${id}` : undefined;
}
