/**
 * The web app's addresses the server needs to know: the public site's pages (spec 000 §2), which
 * load no admin code, and the dashboard every sign-in lands on. Every other page address is a page
 * of the admin shell. The server serves each its own copy of the app's HTML (apps/web/pageHtml.ts).
 */
export const PUBLIC_PAGES = {
  landing: '/',
  login: '/login',
  register: '/register',
  contact: '/send-message',
  /** Any address under it is the booking page too. */
  booking: '/book-appointment',
  /** A blog post's page is under it: `/blog/{slug}`. */
  blog: '/blog',
  /** The newsletter's confirm and unsubscribe pages are under it. */
  newsletter: '/newsletter',
  /** A reminder's link: `/visit/{token}` shows the visit and confirms or cancels it (issue 25). */
  visit: '/visit',
} as const;

export const DASHBOARD_PAGE = '/dashboard';

/** The HTML files of the built web app, by the pages they serve. */
export const PAGE_HTML = {
  /** The public pages: the app's entry and nothing more. */
  public: 'index.html',
  /** Every admin page: the entry, and the shell's code asked for beside it. */
  admin: 'admin.html',
  /** The dashboard: the admin page's, and the dashboard's code too. */
  dashboard: 'dashboard.html',
} as const;
export type PageHtml = keyof typeof PAGE_HTML;

/**
 * Which HTML file an address of the web app is served (its path, without the query). A visitor who
 * has no session is sent on to the login page, so an admin address gets them the public page's
 * HTML: they download the sign-in's code, not the shell's.
 */
export function pageHtmlFor(path: string, hasSession: boolean): PageHtml {
  for (const prefix of [PUBLIC_PAGES.booking, PUBLIC_PAGES.blog, PUBLIC_PAGES.newsletter, PUBLIC_PAGES.visit])
    if (path === prefix || path.startsWith(`${prefix}/`)) return 'public';
  if ((Object.values(PUBLIC_PAGES) as string[]).includes(path) || !hasSession) return 'public';
  return path === DASHBOARD_PAGE ? 'dashboard' : 'admin';
}
