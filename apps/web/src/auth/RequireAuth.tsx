import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from './AuthContext';
import { loginPathFor } from './next';

/** Admin pages: signed-out visitors go to the login page and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, signedOut } = useAuth();
  const location = useLocation();
  // Once the session is known the page is built as a transition, in short tasks (the session's
  // answer, an external store's update, would otherwise render it all in one long task).
  const known = useDeferredValue(user !== undefined);
  if (user === undefined || !known) return <PageLoader fullScreen />;
  if (user === null)
    return <Navigate to={signedOut ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
