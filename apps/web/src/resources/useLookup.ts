import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { resourceKeys } from './queryKeys';
import type { LookupItem } from './types';

/** Pick-list entries of a resource matching `q` (at most 20, the server decides the order). */
export function useLookup(resource: string, q: string, enabled = true) {
  return useQuery({
    queryKey: resourceKeys.lookup(resource, q),
    queryFn: () => get<LookupItem[]>(`/${resource}/lookup`, { q: q.trim() || undefined }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Display names of known ids, for a value whose label the page does not have yet. */
export function useLookupLabels(resource: string, ids: readonly number[]) {
  return useQuery({
    queryKey: resourceKeys.lookupIds(resource, ids),
    queryFn: () => get<LookupItem[]>(`/${resource}/lookup`, { ids: ids.join(',') }),
    enabled: ids.length > 0,
  });
}
