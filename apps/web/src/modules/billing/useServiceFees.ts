import { services } from '@chairside/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

export interface ServiceFee {
  name: string;
  /** The fee schedule's price, a decimal string (`120.00`). */
  price: string;
}

/** The fee schedule's entries for these services (one request each, cached as their records). */
export function useServiceFees(ids: readonly number[]): ReadonlyMap<number, ServiceFee> {
  const found = useQueries({
    queries: ids.map((id) => ({
      queryKey: resourceKeys.detail(services.name, id),
      queryFn: () => get<ResourceRecord>(`/${services.name}/${id}`),
      staleTime: 60_000,
    })),
  });
  // A key that changes only when an answer does, so the map is the same object between renders.
  const key = found.map((q) => q.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when `found`'s answers changed
  return useMemo(() => {
    const fees = new Map<number, ServiceFee>();
    for (const { data: r } of found)
      if (r && typeof r.price === 'string') fees.set(r.id, { name: String(r.name ?? ''), price: r.price });
    return fees;
  }, [key]);
}
