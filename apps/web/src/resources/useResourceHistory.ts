import type { AnyResource, HistoryPage } from '@chairside/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { resourceKeys } from './queryKeys';

const PAGE_SIZE = 20;

/** A record's history, newest first, a page at a time (`fetchNextPage` for older entries); idle while `id` is null. */
export function useResourceHistory(def: AnyResource, id: number | null) {
  return useInfiniteQuery({
    // Under the resource's key: any change to its records refreshes an open history.
    queryKey: [...resourceKeys.of(def.name), 'history', id ?? 0],
    queryFn: ({ pageParam }) =>
      get<HistoryPage>(`/${def.name}/${id}/history`, { page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: id !== null,
  });
}
