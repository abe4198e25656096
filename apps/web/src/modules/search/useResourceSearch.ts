import { type AnyResource, type ListResult, RESOURCES } from '@chairside/domain';
import { useQueries } from '@tanstack/react-query';
import { get } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { resourceKeys } from '../../resources/queryKeys';

export type SearchHit = { id: number } & Record<string, unknown>;

export interface ResourceSearch {
  def: AnyResource;
  items: SearchHit[];
  total: number;
  isLoading: boolean;
  isError: boolean;
  refetch(): void;
}

export const HITS_PER_RESOURCE = 5;

/** Searches every resource the user may read (`?q=text&pageSize=5`), in parallel. */
export function useResourceSearch(q: string): ResourceSearch[] {
  const { can } = useAuth();
  const readable: AnyResource[] = RESOURCES.filter((r) => can(r.permissions.read));
  const results = useQueries({
    queries: readable.map((def) => ({
      queryKey: [...resourceKeys.of(def.name), 'search', q],
      queryFn: () => get<ListResult<SearchHit>>(`/${def.name}`, { q, pageSize: HITS_PER_RESOURCE }),
      enabled: q.length > 0,
    })),
  });
  return readable.map((def, i) => {
    const r = results[i];
    return {
      def,
      items: r?.data?.items ?? [],
      total: r?.data?.total ?? 0,
      isLoading: r?.isLoading ?? false,
      isError: r?.isError ?? false,
      refetch: () => void r?.refetch(),
    };
  });
}
