import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from './AuthContext';
import { loginPathFor } from './next';

/** Admin pages: signed-out visitors go to the login page and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, signedOut } = useAuth();
  const location = useLocation();
  if (user === undefined) return <PageLoader fullScreen />;
  if (user === null)
    return <Navigate to={signedOut ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
