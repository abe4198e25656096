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

/** A phone's width (MUI's `sm` breakpoint): there the summary's tiles and charts would push the list off the screen. */
const PHONE = '(max-width: 599.95px)';

/** A choice to show a part of a page, as the user last left it (in localStorage), `initially` before that. */
function useRememberedShown(key: string, initially: () => boolean): [boolean, () => void] {
  const read = useCallback(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key);
    } catch {
      // Private mode: no remembered choice.
    }
    return stored === null ? initially() : stored !== 'hidden';
  }, [key, initially]);
  const [state, setState] = useState(() => ({ key, shown: read() }));
  // Another resource's page reuses this component: read its own choice.
  const current = state.key === key ? state : { key, shown: read() };
  if (current !== state) setState(current);
  const toggle = useCallback(() => {
    setState((s) => {
      const shown = !s.shown;
      try {
        localStorage.setItem(s.key, shown ? 'shown' : 'hidden');
      } catch {
        // Private mode or full storage: the choice lasts for this visit only.
      }
      return { ...s, shown };
    });
  }, []);
  return [current.shown, toggle];
}

const notOnAPhone = () => !window.matchMedia?.(PHONE).matches;
const never = () => false;

/**
 * Whether a resource's summary is shown: shown at first (hidden at first on a phone, where the list
 * is what fits), then as the user last left it (per resource).
 */
export const useSummaryShown = (name: string): [boolean, () => void] =>
  useRememberedShown(`chairside.summary.${name}`, notOnAPhone);

/**
 * Whether the summary's charts are drawn under its tiles: not at first, so a list opens on its
 * figures and its rows (and without the charts' code, a fifth of what a list page would fetch),
 * then as the user last left it (per resource).
 */
export const useChartsShown = (name: string): [boolean, () => void] =>
  useRememberedShown(`chairside.summary-charts.${name}`, never);
