import { forgetEarly } from '../api/early';

/**
 * The data cache of the signed-in screens (TanStack Query's, loaded with them) registers here how to
 * drop what belongs to one user; the session calls it when the user changes, without loading it.
 */
let drop: (() => Promise<void>) | null = null;

export function registerUserDataCache(dropUserData: () => Promise<void>): void {
  drop = dropUserData;
}

/**
 * Cancels and forgets every answer of the user who was signed in: the early answers asked for them
 * (a dashboard left at once), and the data cache's (nothing when no such cache is loaded).
 */
export function dropUserData(): Promise<void> {
  forgetEarly();
  return drop?.() ?? Promise.resolve();
}
