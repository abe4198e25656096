import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { RequireAuth } from '../auth/RequireAuth';
import { PageLoader } from '../components/PageLoader';
import { PublicFrame } from './PublicFrame';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

const LandingPage = lazy(() => import('../site/LandingPage'));
const LoginPage = lazy(() => import('../site/LoginPage'));
const RegisterPage = lazy(() => import('../site/RegisterPage'));
const ContactPage = lazy(() => import('../site/ContactPage'));
const BookingPage = lazy(() => import('../site/booking/BookingPage'));
// The admin shell is its own chunk, with its pages' routes and the nav table (so every record
// type's definition): the public site and the login page load none of it.
const loadShell = () => import('../shell/shellChunk');
const AdminRoutes = lazy(() => loadShell().then((m) => ({ default: m.AdminRoutes })));

/**
 * An admin address: the shell's code is fetched while the session is checked, not after it (the
 * check and the download overlap); a visitor known to be signed out goes to the login page without.
 */
function AdminArea({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  useEffect(() => {
    if (user !== null) void loadShell();
  }, [user]);
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
          <Route path="/" element={<LandingPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/send-message" element={<ContactPage />} />
          {/* Spec 000 §2.2: any address under it is the booking page. */}
          <Route path="/book-appointment/*" element={<BookingPage />} />
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
