/**
 * The data cache of the signed-in screens (TanStack Query's, loaded with them) registers here how to
 * drop what belongs to one user; the session calls it when the user changes, without loading it.
 */
let drop: (() => Promise<void>) | null = null;

export function registerUserDataCache(dropUserData: () => Promise<void>): void {
  drop = dropUserData;
}

/** Cancels and forgets every answer of the user who was signed in (nothing when no such cache is loaded). */
export const dropUserData = (): Promise<void> => drop?.() ?? Promise.resolve();
