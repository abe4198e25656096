import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { registerUserDataCache } from '../auth/userData';

/** Client errors (4xx) are answers, not accidents: they are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * Queries that do not depend on who is signed in (public settings, health). Everything else
 * belongs to one user and is dropped when the user changes. The cache is never `clear()`ed: that
 * would detach the observers of these long-lived queries.
 */
const PUBLIC_ROOTS = new Set(['settings', 'health']);
const isUserData = (query: Query) => !PUBLIC_ROOTS.has(String(query.queryKey[0]));

registerUserDataCache(async () => {
  await queryClient.cancelQueries({ predicate: isUserData });
  queryClient.removeQueries({ predicate: isUserData });
});
