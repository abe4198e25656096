import type { LoginInput, Me, Permission } from '@chairside/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { ApiError, get, post, setUnauthorizedHandler } from '../api/client';

interface AuthApi {
  /** undefined while the first check is in flight, null when signed out. */
  user: Me | null | undefined;
  can(permission: Permission | null): boolean;
  login(input: LoginInput): Promise<Me>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);
export const ME_KEY = ['auth', 'me'] as const;

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
  const { data: user } = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });

  useEffect(() => {
    setUnauthorizedHandler(() => qc.setQueryData(ME_KEY, null));
    return () => setUnauthorizedHandler(null);
  }, [qc]);

  const login = useCallback(
    async (input: LoginInput) => {
      const me = await post<Me>('/auth/login', input);
      qc.clear();
      qc.setQueryData(ME_KEY, me);
      return me;
    },
    [qc],
  );
  const logout = useCallback(async () => {
    await post('/auth/logout').catch(() => undefined);
    localStorage.removeItem('chairside.lastPath');
    qc.clear();
    qc.setQueryData(ME_KEY, null);
  }, [qc]);
  const can = useCallback(
    (permission: Permission | null) =>
      !!user && (permission === null || (user.permissions as readonly string[]).includes(permission)),
    [user],
  );

  const value = useMemo<AuthApi>(() => ({ user, can, login, logout }), [user, can, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
