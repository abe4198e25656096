import { type AnyResource, type ListResult, RESOURCES } from '@chairside/domain';
import { useQueries } from '@tanstack/react-query';
import { get } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { resourceKeys } from '../../resources/queryKeys';

export interface ResourceTotal {
  def: AnyResource;
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch(): void;
}

/** How many records each resource the user may read holds (one `pageSize=1` list call each). */
export function useResourceTotals(): ResourceTotal[] {
  const { can } = useAuth();
  const readable: AnyResource[] = RESOURCES.filter((r) => can(r.permissions.read));
  const results = useQueries({
    queries: readable.map((def) => ({
      queryKey: [...resourceKeys.of(def.name), 'total'],
      queryFn: () => get<ListResult<unknown>>(`/${def.name}`, { pageSize: 1 }),
    })),
  });
  return readable.map((def, i) => {
    const r = results[i];
    return {
      def,
      total: r?.data?.total,
      isLoading: r?.isLoading ?? true,
      isError: r?.isError ?? false,
      refetch: () => void r?.refetch(),
    };
  });
}
