import { DASHBOARD_PAGE, PUBLIC_PAGES } from '@chairside/domain';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { RequireAuth } from '../auth/RequireAuth';
import { PageLoader } from '../components/PageLoader';
import { askDashboardEarly } from '../modules/dashboard/firstRequests';
import { PublicFrame } from './PublicFrame';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

const LandingPage = lazy(() => import('../site/LandingPage'));
const LoginPage = lazy(() => import('../site/LoginPage'));
const RegisterPage = lazy(() => import('../site/RegisterPage'));
const ContactPage = lazy(() => import('../site/ContactPage'));
const BookingPage = lazy(() => import('../site/booking/BookingPage'));
const BlogPostPage = lazy(() => import('../site/BlogPostPage'));
const NewsletterPage = lazy(() => import('../site/NewsletterPage'));
const NewsletterLinkPage = lazy(() => import('../site/NewsletterLinkPage'));
const VisitLinkPage = lazy(() => import('../site/VisitLinkPage'));
// The admin shell is its own chunk, with its pages' routes and the nav table (so every record
// type's definition): the public site and the login page load none of it.
const loadShell = () => import('../shell/shellChunk');
const AdminRoutes = lazy(() => loadShell().then((m) => ({ default: m.AdminRoutes })));
/** The page every sign-in lands on: the shell's route table imports the same module (fetched once). */
const loadDashboard = () => import('../modules/dashboard/DashboardPage');

/**
 * An admin address: the shell's code (and on the dashboard, the dashboard's) is fetched while the
 * session is checked, not after it (the check and the download overlap); a visitor known to be
 * signed out goes to the login page without.
 */
function AdminArea({ children }: { children: ReactNode }) {
  const { user, can } = useAuth();
  const { pathname } = useLocation();
  const landing = pathname === DASHBOARD_PAGE;
  useEffect(() => {
    if (user === null) return;
    void loadShell();
    if (!landing) return;
    // The dashboard's code beside the shell's, not after it: one round of downloads less on sign-in;
    // and its visits with them, so that its first frame draws them.
    void loadDashboard();
    if (user && can('appointments.view')) askDashboardEarly();
  }, [user, can, landing]);
  return <RequireAuth>{children}</RequireAuth>;
}

/**
 * Spec 000 §2: the public pages, then the admin shell for every other address (signed-out
 * visitors go to the login page). Declarative routes: the data router's loaders, actions and
 * fetchers, which Chairside does not use, weighed ~18 KiB on the login page.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<PublicFrame />}>
          <Route path={PUBLIC_PAGES.landing} element={<LandingPage />} />
          <Route path={PUBLIC_PAGES.login} element={<LoginPage />} />
          <Route path={PUBLIC_PAGES.register} element={<RegisterPage />} />
          <Route path={PUBLIC_PAGES.contact} element={<ContactPage />} />
          {/* Spec 000 §2.2: any address under it is the booking page. */}
          <Route path={`${PUBLIC_PAGES.booking}/*`} element={<BookingPage />} />
          <Route path={`${PUBLIC_PAGES.blog}/:slug`} element={<BlogPostPage />} />
          <Route path={PUBLIC_PAGES.newsletter} element={<NewsletterPage />} />
          <Route path={`${PUBLIC_PAGES.newsletter}/:action`} element={<NewsletterLinkPage />} />
          <Route path={`${PUBLIC_PAGES.visit}/:token`} element={<VisitLinkPage />} />
        </Route>
        <Route
          path="*"
          element={
            <AdminArea>
              <Suspense fallback={<PageLoader fullScreen />}>
                <AdminRoutes />
              </Suspense>
            </AdminArea>
          }
        />
      </Routes>
      <ScrollToTop />
    </RouteErrorBoundary>
  );
}
