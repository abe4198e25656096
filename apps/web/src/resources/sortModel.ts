import type { GridSortModel } from '@mui/x-data-grid';

/** `-createdAt,name` → the grid's sort model, keeping only keys the grid shows as columns. */
export function parseSort(sort: string, columns: readonly string[]): GridSortModel {
  return sort
    .split(',')
    .filter(Boolean)
    .map((part) => ({
      field: part.replace(/^-/, ''),
      sort: part.startsWith('-') ? ('desc' as const) : ('asc' as const),
    }))
    .filter((item) => columns.includes(item.field));
}

/** The grid's sort model → the API's `sort` parameter; undefined lets the server use the resource's default. */
export function sortParam(model: GridSortModel): string | undefined {
  const parts = model.filter((s) => s.sort).map((s) => `${s.sort === 'desc' ? '-' : ''}${s.field}`);
  return parts.length ? parts.join(',') : undefined;
}
