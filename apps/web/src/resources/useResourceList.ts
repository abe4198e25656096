import type { AnyResource, ListResult } from '@chairside/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { listQuery } from './listQuery';
import { resourceKeys } from './queryKeys';
import type { ListParams, ResourceRecord } from './types';

/** One page of a resource's list, paged, sorted and filtered by the server. The previous page stays shown while the next loads. */
export function useResourceList(def: AnyResource, params: ListParams) {
  return useQuery({
    queryKey: resourceKeys.list(def.name, params),
    queryFn: () => get<ListResult<ResourceRecord>>(`/${def.name}`, listQuery(params)),
    placeholderData: keepPreviousData,
  });
}
