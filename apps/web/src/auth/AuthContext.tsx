import { AUTH_MESSAGES, type LoginInput, type Me, type Permission } from '@chairside/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, get, post, setUnauthorizedHandler } from '../api/client';
import { sharedQuery } from '../api/sharedQuery';
import { useToast } from '../shell/toast';
import { dropUserData } from './userData';

interface AuthApi {
  /** undefined while the first check is in flight, null when signed out. */
  user: Me | null | undefined;
  can(permission: Permission | null): boolean;
  /** True after the user signed out on purpose (no "come back here" link to the login page then). */
  signedOut: boolean;
  login(input: LoginInput): Promise<Me>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

async function fetchMe(): Promise<Me | null> {
  try {
    return await get<Me>('/auth/me');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** The signed-in user, asked once; signing in and out set it. */
const session = sharedQuery(fetchMe, Number.POSITIVE_INFINITY);

export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { data: user } = session.use();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // A request answered 401 while signed in: the session ended (timeout, revoked, password reset).
      if (session.get()) toast.warning(AUTH_MESSAGES.sessionExpired);
      session.set(null);
    });
    return () => setUnauthorizedHandler(null);
  }, [toast]);

  const login = useCallback(async (input: LoginInput) => {
    const me = await post<Me>('/auth/login', input);
    await dropUserData();
    session.set(me);
    setSignedOut(false);
    return me;
  }, []);
  const logout = useCallback(async () => {
    await post('/auth/logout').catch(() => undefined);
    localStorage.removeItem('chairside.lastPath');
    setSignedOut(true);
    session.set(null);
    await dropUserData();
  }, []);
  const can = useCallback(
    (permission: Permission | null) =>
      !!user && (permission === null || (user.permissions as readonly string[]).includes(permission)),
    [user],
  );

  const value = useMemo<AuthApi>(
    () => ({ user, can, signedOut, login, logout }),
    [user, can, signedOut, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
