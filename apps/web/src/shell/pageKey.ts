/** Pages whose tabs are part of the address (`/configuration/users`): every tab is the same page. */
const TABBED_PAGES = ['/configuration'];

/**
 * What names the page drawn at an address: a new one is drawn from scratch (its error boundary and state
 * reset), the same one is kept. A tab of a tabbed page is the same page, so choosing a tab keeps the focus
 * on it and anything open on the page stays open.
 */
export function pageKey(pathname: string): string {
  return TABBED_PAGES.find((page) => pathname === page || pathname.startsWith(`${page}/`)) ?? pathname;
}
