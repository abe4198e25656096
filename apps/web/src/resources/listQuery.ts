import type { ListParams } from './types';

type QueryValue = string | number | undefined;

/** The search, sort and filter part of a list request, shared by the list and the export. */
export function selectionQuery(params: Omit<ListParams, 'page' | 'pageSize'>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    sort: params.sort,
    q: params.q?.trim() || undefined,
    archived: params.archived ? 'true' : undefined,
    view: params.view || undefined,
  };
  for (const [key, value] of Object.entries(params.filters ?? {})) if (value !== '') query[key] = value;
  return query;
}

/** The full query string of `GET /api/{name}`. */
export function listQuery(params: ListParams): Record<string, QueryValue> {
  const { after, before } = params;
  return { page: params.page, pageSize: params.pageSize, ...selectionQuery(params), after, before };
}
