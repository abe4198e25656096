import type { ListParams } from './types';

/** TanStack Query keys of the generic resources; every key starts with `['resource', name]`. */
export const resourceKeys = {
  all: ['resource'] as const,
  of: (name: string) => ['resource', name] as const,
  list: (name: string, params: ListParams) => ['resource', name, 'list', params] as const,
  summary: (name: string, query: Record<string, string>) => ['resource', name, 'summary', query] as const,
  detail: (name: string, id: number) => ['resource', name, 'detail', id] as const,
  lookup: (name: string, q: string) => ['resource', name, 'lookup', q] as const,
  lookupIds: (name: string, ids: readonly number[]) => ['resource', name, 'lookup-ids', ids] as const,
};
