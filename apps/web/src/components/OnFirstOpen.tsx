import { type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * Draws its children, a lazily loaded menu or dialog, from the first time `open` is true on: their
 * code is fetched when first opened, then kept (MUI animates their closing).
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return useOpenedOnce(open) ? <Suspense fallback={null}>{children}</Suspense> : null;
}
