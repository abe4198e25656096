import { AUTH_MESSAGES, type LoginInput, type Me, type Permission } from '@chairside/domain';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, get, post, setUnauthorizedHandler } from '../api/client';
import { useToast } from '../shell/toast';

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
export const ME_KEY = ['auth', 'me'] as const;

/**
 * Queries that do not depend on who is signed in (the session itself, public
 * settings, demo accounts, health). Everything else belongs to one user and is
 * dropped when the user changes. The cache is never `clear()`ed: that would
 * detach the observers of these long-lived queries (the session among them).
 */
const PUBLIC_ROOTS = new Set(['auth', 'settings', 'health']);
const isUserData = (query: Query) => !PUBLIC_ROOTS.has(String(query.queryKey[0]));

async function fetchMe(): Promise<Me | null> {
  try {
    return await get<Me>('/auth/me');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const toast = useToast();
  const { data: user } = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // A request answered 401 while signed in: the session ended (timeout, revoked, password reset).
      if (qc.getQueryData(ME_KEY)) toast.warning(AUTH_MESSAGES.sessionExpired);
      qc.setQueryData(ME_KEY, null);
    });
    return () => setUnauthorizedHandler(null);
  }, [qc, toast]);

  const login = useCallback(
    async (input: LoginInput) => {
      const me = await post<Me>('/auth/login', input);
      qc.removeQueries({ predicate: isUserData });
      qc.setQueryData(ME_KEY, me);
      setSignedOut(false);
      return me;
    },
    [qc],
  );
  const logout = useCallback(async () => {
    await post('/auth/logout').catch(() => undefined);
    localStorage.removeItem('chairside.lastPath');
    setSignedOut(true);
    qc.setQueryData(ME_KEY, null);
    await qc.cancelQueries({ predicate: isUserData });
    qc.removeQueries({ predicate: isUserData });
  }, [qc]);
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
