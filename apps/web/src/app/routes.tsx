import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';
import { RequirePermission } from '../auth/RequirePermission';
import { NotFoundPage } from '../shell/NotFoundPage';
import { permissionFor } from '../shell/nav';
import { RootFrame } from './RootFrame';
import { RouteError } from './RouteError';

// The shell is its own chunk: the public site and the login page do not load it.
const AppLayout = lazy(() => import('../shell/AppLayout').then((m) => ({ default: m.AppLayout })));
const LandingPage = lazy(() => import('../site/LandingPage'));
const LoginPage = lazy(() => import('../site/LoginPage'));
const RegisterPage = lazy(() => import('../site/RegisterPage'));
const DashboardPage = lazy(() => import('../modules/dashboard/DashboardPage'));
const ClinicsPage = lazy(() => import('../modules/clinics/ClinicsPage'));
const MedicamentCategoriesPage = lazy(() => import('../modules/medicament-categories/MedicamentCategoriesPage'));
const ProceduresPage = lazy(() => import('../modules/procedures/ProceduresPage'));
const OperationsPage = lazy(() => import('../modules/operations/OperationsPage'));
const SettingsPage = lazy(() => import('../modules/settings/SettingsPage'));
const ProfilePage = lazy(() => import('../modules/profile/ProfilePage'));
const HelpPage = lazy(() => import('../modules/help/HelpPage'));
const SearchResultsPage = lazy(() => import('../modules/search/SearchResultsPage'));

/** An admin page, shown only to users whose role allows it (the permission comes from the nav table). */
function adminPage(path: string, Page: LazyExoticComponent<ComponentType>): RouteObject {
  return {
    path,
    element: (
      <RequirePermission permission={permissionFor(`/${path}`)}>
        <Page />
      </RequirePermission>
    ),
  };
}

/**
 * Spec 000 §2: public pages, then the admin shell. Only modules that exist
 * have routes; every other admin address is "Page not found" inside the shell.
 */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              adminPage('dashboard', DashboardPage),
              adminPage('clinic', ClinicsPage),
              adminPage('medicament-category', MedicamentCategoriesPage),
              adminPage('procedure', ProceduresPage),
              adminPage('operation', OperationsPage),
              adminPage('configuration', SettingsPage),
              adminPage('configuration/:tab', SettingsPage),
              adminPage('profile', ProfilePage),
              adminPage('help', HelpPage),
              adminPage('result/:input', SearchResultsPage),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
