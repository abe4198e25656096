import type { AnyResource } from '@chairside/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import { Box, Button, IconButton, InputAdornment, Paper, Stack, TextField, Tooltip } from '@mui/material';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { useToast } from '../shell/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { buildColumns } from './columns';
import { deleteErrorMessage } from './deleteErrors';
import { ExportMenu } from './ExportMenu';
import { FilterControl } from './FilterControl';
import { gridLocaleText } from './gridLocale';
import { ListNoRowsOverlay, ListStateContext } from './ListOverlay';
import { selectionQuery } from './listQuery';
import { parseSort, sortParam } from './sortModel';
import type { SummarySelection } from './summaryData';
import type { ListParams, ResourceRecord } from './types';
import { useConfirmDelete } from './useConfirmDelete';
import { useDebounced } from './useDebounced';
import { useFormatContext } from './useFormatContext';
import { useResourceList } from './useResourceList';
import { useBulkDeleteResource } from './useResourceMutations';

export interface ResourceListProps {
  def: AnyResource;
  /** Open the create form. Without it (or without write permission) there is no Create button. */
  onCreate?(): void;
  /** Open the edit form of a record. Without it there is no Edit button or row action. */
  onEdit?(id: number): void;
  /** Open the detail view of a record (row action and double click). */
  onView?(id: number): void;
  /**
   * Filters fixed by the screen that embeds the list (one of `def.list.filters`,
   * e.g. a patient's own records): always sent, and their controls are not shown.
   */
  fixedFilters?: Record<string, string>;
  /** Told the search and filters whenever they change (a summary above the list follows them). */
  onSelectionChange?(selection: SummarySelection): void;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The list screen of any resource: a server-paged, server-sorted grid with
 * search, filters, selection, bulk delete, export and row actions.
 * `?q=` in the address is the initial search and follows what the user types.
 */
export function ResourceList({ def, onCreate, onEdit, onView, fixedFilters, onSelectionChange }: ResourceListProps) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const [searchParams, setSearchParams] = useSearchParams();

  const urlQ = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(urlQ);
  const q = useDebounced(search.trim());
  // A search sent through the address while the list is open (the global search) replaces the typed one.
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ !== q) setSearch(urlQ);
  }
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: def.list.pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>(() => parseSort(def.list.defaultSort, def.list.columns));
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [confirmBulk, setConfirmBulk] = useState(false);

  const params: ListParams = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: sortParam(sortModel),
    q: q || undefined,
    filters: { ...filters, ...fixedFilters },
  };
  const list = useResourceList(def, params);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  // A new search goes back to the first page and is kept in the address (shareable, survives a reload).
  useEffect(() => {
    setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    setSearchParams(
      (prev) => {
        if ((prev.get('q') ?? '') === q) return prev;
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setSearchParams]);

  // The selection as a value, so that a new but equal filters object tells nobody anything.
  const selectionKey = JSON.stringify({ q: params.q, filters: params.filters });
  useEffect(() => {
    onSelectionChange?.(JSON.parse(selectionKey) as SummarySelection);
  }, [selectionKey, onSelectionChange]);

  // After deleting the last rows of the last page, show the page that now is the last.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && list.data.total > 0 && pagination.page > 0)
      setPagination((p) => ({ ...p, page: Math.max(0, Math.ceil(list.data.total / p.pageSize) - 1) }));
  }, [list.data, pagination.page]);

  const selectedIds = useMemo(
    () =>
      rows
        .map((r) => r.id)
        .filter((id) => (selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id))),
    [rows, selection],
  );

  const clearSelection = () => setSelection(EMPTY_SELECTION);
  const setFilter = useCallback((key: string, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPagination((p) => ({ ...p, page: 0 }));
    setSelection(EMPTY_SELECTION);
  }, []);

  const confirmDelete = useConfirmDelete(def, clearSelection);
  const bulkDelete = useBulkDeleteResource(def);
  const removeSelected = () =>
    bulkDelete.mutate(selectedIds, {
      onSuccess: () => toast.success(def.messages.deleted),
      onError: (error) => toast.error(deleteErrorMessage(error)),
      onSettled: () => {
        setConfirmBulk(false);
        clearSelection();
      },
    });

  const columns = useMemo(
    () =>
      buildColumns(def, ctx, {
        onView: onView ? (r: ResourceRecord) => onView(r.id) : undefined,
        onEdit: canWrite && onEdit ? (r: ResourceRecord) => onEdit(r.id) : undefined,
        onDelete: canWrite ? confirmDelete.request : undefined,
      }),
    [def, ctx, onView, onEdit, canWrite, confirmDelete.request],
  );

  const listState = useMemo(
    () => ({ failed: list.isError, retry: () => void list.refetch(), empty: def.messages.empty }),
    [list.isError, list.refetch, def.messages.empty],
  );

  const filterKeys = def.list.filters.filter((key) => !(fixedFilters && key in fixedFilters));
  const onlySelected = selectedIds.length === 1 ? selectedIds[0] : undefined;

  return (
    <Paper variant="outlined">
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1.5 }}>
        {canWrite && onCreate && (
          <Button size="small" variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('Create')}
          </Button>
        )}
        {canWrite && onEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={onlySelected === undefined}
            onClick={() => onlySelected !== undefined && onEdit(onlySelected)}
          >
            {t('Edit')}
          </Button>
        )}
        {canWrite && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={selectedIds.length === 0}
            onClick={() => setConfirmBulk(true)}
          >
            {t('Remove')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {def.list.search.length > 0 && (
          <TextField
            type="search"
            name="q"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('Search')}
            sx={{ minWidth: 200, maxWidth: 280 }}
            slotProps={{
              htmlInput: { 'aria-label': t('Search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {filterKeys.map((key) => {
          const field = def.fields[key];
          return field ? (
            <FilterControl
              key={key}
              name={key}
              field={field}
              value={filters[key] ?? ''}
              onChange={(value) => setFilter(key, value)}
            />
          ) : null;
        })}
        <Tooltip title={t('Reload')}>
          <span>
            <IconButton aria-label={t('Reload')} onClick={() => void list.refetch()} disabled={list.isFetching}>
              <Refresh />
            </IconButton>
          </span>
        </Tooltip>
        <ExportMenu name={def.name} query={selectionQuery(params)} />
      </Stack>

      <ListStateContext.Provider value={listState}>
        <DataGrid<ResourceRecord>
          aria-label={t(def.plural)}
          rows={rows}
          columns={columns}
          rowCount={total}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={pagination}
          onPaginationModelChange={(model) => {
            setPagination(model);
            clearSelection();
          }}
          pageSizeOptions={def.list.pageSizeOptions}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            setPagination((p) => ({ ...p, page: 0 }));
            clearSelection();
          }}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowDoubleClick={onView ? ({ row }) => onView(row.id) : undefined}
          disableColumnFilter
          density="compact"
          autoHeight
          localeText={gridLocaleText(ctx.language)}
          slots={{ noRowsOverlay: ListNoRowsOverlay }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0, '--DataGrid-overlayHeight': '180px' }}
        />
      </ListStateContext.Provider>

      {confirmDelete.dialog}
      <ConfirmDialog
        open={confirmBulk}
        title="Delete"
        message="Are you sure you want to delete the selected items?"
        confirmLabel="Delete"
        destructive
        busy={bulkDelete.isPending}
        onConfirm={removeSelected}
        onCancel={() => setConfirmBulk(false)}
      />
    </Paper>
  );
}
