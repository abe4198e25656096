import { Box, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLiveStream } from '../api/live';
import { DemoBanner } from '../app/DemoBanner';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { useDayjsLocale } from '../app/useDayjsLocale';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { FirstScreen, useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { useTranslation } from '../i18n/useTranslation';
import { useDemoAccounts } from '../site/useDemoAccounts';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { Header } from './Header';
import { navItemFor } from './nav';
import { pageKey } from './pageKey';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/** The signed-in frame: header, collapsible sidebar, breadcrumb and the current page. */
export function AppLayout() {
  const { t } = useTranslation();
  // Dates the pages format (dayjs) follow the interface language; the pickers localise themselves.
  useDayjsLocale();
  // The live book: other desks' bookings and moves refresh what is on view (after the first screen).
  useLiveStream(useAfterFirstPaint());
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const item = navItemFor(pathname);
  useDocumentTitle(item ? t(item.label) : t('Page not found'));

  const mainRef = useRef<HTMLElement>(null);
  const page = pageKey(pathname);
  const shownPage = useRef(page);
  useEffect(() => {
    // After an in-app navigation to another page (not a tab of this one), close the mobile menu and move
    // focus to the new page.
    if (page === shownPage.current) return;
    shownPage.current = page;
    setMobileOpen(false);
    mainRef.current?.focus({ preventScroll: true });
  }, [page]);

  // The page waits for the demo answer (asked at start with the session, so seldom later than it): a banner
  // arriving after the page would push it 32 px down, and a click in flight would land beside its target.
  const demoPending = useDeferredValue(useDemoAccounts().isPending);

  const toggle = () => (desktop ? setCollapsed(!collapsed) : setMobileOpen((o) => !o));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Header onToggleSidebar={toggle} sidebarOpen={desktop ? !collapsed : mobileOpen} />
      <Sidebar
        variant={desktop ? 'permanent' : 'temporary'}
        collapsed={desktop && collapsed}
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
      />
      <Box
        component="main"
        id="main"
        ref={mainRef}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, pb: 4, outline: 'none' }}
      >
        <Toolbar variant="dense" />
        {demoPending ? (
          <PageLoader />
        ) : (
          <>
            <Box sx={{ mx: { xs: -2, md: -3 } }}>
              <DemoBanner inMain />
            </Box>
            <AppBreadcrumbs />
            {/* A page that fails shows its error inside the shell; the next page replaces it (a tab is the same page). */}
            <RouteErrorBoundary key={page}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
                <FirstScreen />
              </Suspense>
            </RouteErrorBoundary>
          </>
        )}
      </Box>
    </Box>
  );
}
