import type { AnyResource, SummaryResult } from '@chairside/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { get } from '../api/client';
import { resourceKeys } from './queryKeys';
import { type SummarySelection, summaryQuery } from './summaryData';

/**
 * A resource's summary tiles and charts for the list's search and filters. Its key is in the
 * resource's family, so creating, editing or deleting a record refreshes it with the list.
 */
export function useResourceSummary(def: AnyResource, selection: SummarySelection) {
  const query = summaryQuery(selection);
  return useQuery({
    queryKey: resourceKeys.summary(def.name, query),
    queryFn: () => get<SummaryResult>(`/${def.name}/summary`, query),
    placeholderData: keepPreviousData,
  });
}

const storageKey = (name: string) => `chairside.summary.${name}`;

/** A phone's width (MUI's `sm` breakpoint): there the summary's tiles and charts would push the list off the screen. */
const PHONE = '(max-width: 599.95px)';

function readShown(name: string): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey(name));
  } catch {
    // Private mode: no remembered choice.
  }
  if (stored !== null) return stored !== 'hidden';
  return !window.matchMedia?.(PHONE).matches;
}

/**
 * Whether a resource's summary is shown: shown at first (hidden at first on a phone, where the list
 * is what fits), then as the user last left it (per resource, in localStorage).
 */
export function useSummaryShown(name: string): [boolean, () => void] {
  const [state, setState] = useState(() => ({ name, shown: readShown(name) }));
  // Another resource's page reuses this component: read its own choice.
  const current = state.name === name ? state : { name, shown: readShown(name) };
  if (current !== state) setState(current);
  const toggle = useCallback(() => {
    setState((s) => {
      const shown = !s.shown;
      try {
        localStorage.setItem(storageKey(s.name), shown ? 'shown' : 'hidden');
      } catch {
        // Private mode or full storage: the choice lasts for this visit only.
      }
      return { ...s, shown };
    });
  }, []);
  return [current.shown, toggle];
}
