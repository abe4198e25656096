import type { AnyResource } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { resourceKeys } from './queryKeys';
import type { ResourceRecord } from './types';

interface Options {
  /** Fetch again even when a cached copy exists (a form must edit the latest version). */
  fresh?: boolean;
}

/** One record by id; idle while `id` is null. */
export function useResource(def: AnyResource, id: number | null, { fresh = false }: Options = {}) {
  return useQuery({
    queryKey: resourceKeys.detail(def.name, id ?? 0),
    queryFn: () => get<ResourceRecord>(`/${def.name}/${id}`),
    enabled: id !== null,
    refetchOnMount: fresh ? 'always' : true,
  });
}
