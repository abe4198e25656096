import type { AnyResource } from '@chairside/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, FormControlLabel, IconButton, Paper, Stack, Switch, Tooltip, useMediaQuery } from '@mui/material';
import { DataGrid, type GridPaginationModel, type GridSortModel, useGridApiRef } from '@mui/x-data-grid';
import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type AddressUpdate, useAddressParams } from '../app/useAddressParams';
import { useAuth } from '../auth/AuthContext';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { type BulkAction, BulkActionButton } from './BulkActionButton';
import { ConfirmDialog } from './ConfirmDialog';
import { actionsFirst, buildColumns, type CustomCells, gridKeys, type RowAction } from './columns';
import { DATE_FILTER_SIZE } from './dateFilterSize';
import { deleteErrorMessage } from './deleteErrors';
import { ExportMenu } from './ExportMenu';
import { problemMessage } from './errors';
import { FilterControl } from './FilterControl';
import { useGridLocaleText } from './gridLocale';
import { ListLoadingBar, ListMessage, ListNoRowsOverlay, ListStateContext } from './ListOverlay';
import { ListSearchBox } from './ListSearchBox';
import { selectionQuery } from './listQuery';
import { openOnEnter } from './openOnEnter';
import { RemoveAllButton } from './RemoveAllButton';
import { parseSort, sortParam } from './sortModel';
import type { SummarySelection } from './summaryData';
import type { ListParams, ResourceRecord } from './types';
import { useConfirmDelete } from './useConfirmDelete';
import { useFormatContext } from './useFormatContext';
import { isInlineEditTarget, useInlineEdit } from './useInlineEdit';
import { usePageCursor } from './usePageCursor';
import { useResourceList } from './useResourceList';
import { useBulkDeleteResource, usePatchResource, useRestoreResource } from './useResourceMutations';
import { useRowSelection } from './useRowSelection';
import { ViewToggle } from './ViewToggle';

// The date pickers come with the lists that filter by a date range only.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/** Where the date range filter's two ends will be. */
function DateRangeRoom() {
  return (
    <>
      <Box aria-hidden sx={DATE_FILTER_SIZE} />
      <Box aria-hidden sx={DATE_FILTER_SIZE} />
    </>
  );
}

export interface ResourceListProps {
  def: AnyResource;
  /** Open the create form. Without it (or without write permission) there is no Create button. */
  onCreate?(): void;
  /** Open the edit form of a record. Without it there is no Edit button or row action. */
  onEdit?(id: number): void;
  /** The records Edit applies to; all when absent. */
  canEditRecord?(record: ResourceRecord): boolean;
  /** The records Delete / Archive applies to (an issued invoice is never deleted); all when absent. */
  canDeleteRecord?(record: ResourceRecord): boolean;
  /** Open the detail view of a record (row action and double click). */
  onView?(id: number): void;
  /**
   * Filters fixed by the screen that embeds the list (one of `def.list.filters`,
   * e.g. a patient's own records): always sent, and their controls are not shown.
   */
  fixedFilters?: Record<string, string>;
  /** Told the search and filters whenever they change (a summary above the list follows them). */
  onSelectionChange?(selection: SummarySelection): void;
  /** Cells the screen draws itself, by field. */
  cells?: CustomCells;
  /** Rows drawn in bold (unread messages). */
  isRowEmphasized?(record: ResourceRecord): boolean;
  /** Open the create form prefilled from a record (row action Duplicate). */
  onDuplicate?(id: number): void;
  /** Open a record's history (row action History). */
  onHistory?(id: number): void;
  /** Row menu entries the screen adds for its record type. */
  rowActions?: readonly RowAction[];
  /** Toolbar buttons the screen adds (Export Excel), given the list's search, sort and filters. */
  toolbar?(query: Record<string, string | number | undefined>): ReactNode;
  /** Buttons that set the same values on the selected rows (the type's `bulkEdit` fields). */
  bulkActions?: readonly BulkAction[];
  /**
   * A short list inside another record's page (a visit's prescriptions): the
   * rows and their menu only, without the toolbar's search, filters, switches,
   * selection and export, five rows a page.
   */
  embedded?: boolean;
  /** The named view the list opens with when the address names none (the appointments' Today). */
  initialView?: string;
  /** A click on a row opens it (the inbox's messages), not only a double click. */
  openOnClick?: boolean;
}

/** The address parameter of the list's named view (`view` names the record a dialog shows). */
const QUICK_PARAM = 'quick';

/** The named view an address asks for, if the record type has it. */
const viewFromAddress = (def: AnyResource, name: string | null): string =>
  name && def.list.views?.some((v) => v.name === name) ? name : '';

/** An embedded list's rows a page (with the type's own options to show more). */
const EMBEDDED_PAGE_SIZE = 5;

/** What the list keeps in the address: its search (`q`), its named view, and the writer of both. */
interface ListAddress {
  addressQ: string;
  addressView: string | null;
  updateAddress: AddressUpdate;
}

/**
 * The list screen of any resource: a server-paged, server-sorted grid with
 * search, filters, selection, bulk delete, export and row actions.
 * `?q=` in the address is the initial search and follows what the user types.
 * The address is read here and handed to the grid's part as values: a change of the address that is not the
 * list's (a record's dialog opened or closed, `?view=`) does not draw the grid again.
 */
export function ResourceList(props: ResourceListProps) {
  const [address, updateAddress] = useAddressParams();
  return (
    <ListOfRecords
      {...props}
      addressQ={address.get('q') ?? ''}
      addressView={address.get(QUICK_PARAM)}
      updateAddress={updateAddress}
    />
  );
}

const ListOfRecords = memo(function ListOfRecords({
  def,
  onCreate,
  onEdit,
  canEditRecord,
  canDeleteRecord,
  onView,
  fixedFilters,
  onSelectionChange,
  cells,
  isRowEmphasized,
  onDuplicate,
  onHistory,
  rowActions,
  toolbar,
  bulkActions,
  embedded = false,
  initialView,
  openOnClick = false,
  addressQ: urlQ,
  addressView,
  updateAddress,
}: ResourceListProps & ListAddress) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const gridLocaleText = useGridLocaleText(ctx.language);
  const toast = useToast();
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const [q, setQ] = useState(urlQ.trim());
  // A search sent through the address while the list is open (the global search) replaces the typed one.
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ.trim() !== q) setQ(urlQ.trim());
  }
  const [filters, setFilters] = useState<Record<string, string>>({});
  // A narrow screen (600 px or less) starts with the type's compact page size, when it has one.
  const compact = useMediaQuery('(max-width:600px)', { noSsr: true });
  const [pagination, setPagination] = useState<GridPaginationModel>(() => ({
    page: 0,
    pageSize: embedded
      ? EMBEDDED_PAGE_SIZE
      : compact && def.list.compactPageSize
        ? def.list.compactPageSize
        : def.list.pageSize,
  }));
  const [sortModel, setSortModel] = useState<GridSortModel>(() => parseSort(def.list.defaultSort, gridKeys(def)));
  const apiRef = useGridApiRef();
  const { selection, onRowSelectionModelChange, clearSelection } = useRowSelection(apiRef);
  const [confirmBulk, setConfirmBulk] = useState(false);
  // Archivable record types: the archived ones are a separate, read-only list.
  const [archived, setArchived] = useState(false);
  const editable = canWrite && !archived;
  // A named view (`?quick=lowStock` in the address, so that a link can open it).
  const [view, setView] = useState(() => viewFromAddress(def, addressView ?? initialView ?? null));

  const asked: ListParams = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: sortParam(sortModel),
    q: q || undefined,
    filters: { ...filters, ...fixedFilters },
    archived: archived || undefined,
    view: view || undefined,
  };
  const { page: _page, ...selected } = asked;
  const cursor = usePageCursor(JSON.stringify(selected), pagination.page);
  const params: ListParams = { ...asked, ...cursor.current };
  const list = useResourceList(def, params);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  // A new search goes back to the first page and is kept in the address (shareable, survives a reload).
  useEffect(() => {
    setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    updateAddress((address) => {
      if (q) address.set('q', q);
      else address.delete('q');
      return address;
    });
  }, [q, updateAddress]);

  // The selection as a value, so that a new but equal filters object tells nobody anything.
  const selectionKey = JSON.stringify({ q: params.q, filters: params.filters, view: params.view });
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

  const setFilter = useCallback(
    (key: string, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPagination((p) => ({ ...p, page: 0 }));
      clearSelection();
    },
    [clearSelection],
  );

  const changeView = useCallback(
    (next: string) => {
      setView(next);
      setPagination((p) => ({ ...p, page: 0 }));
      clearSelection();
      updateAddress((address) => {
        if (next) address.set(QUICK_PARAM, next);
        else address.delete(QUICK_PARAM);
        return address;
      });
    },
    [updateAddress, clearSelection],
  );
  // Remove All takes the list's search, filters and view (never its sort or the archived switch).
  const { sort: _sort, archived: _archived, ...removeAllQuery } = selectionQuery(params);

  const confirmDelete = useConfirmDelete(def, clearSelection);
  const bulkDelete = useBulkDeleteResource(def);
  // In-place edits of `def.list.inlineEdit` (a certificate's status), saved one cell at a time.
  const inlineEdit = useInlineEdit(def, apiRef);
  const inlineEditable = editable && Boolean(def.list.inlineEdit?.length);

  // One click flips a boolean of `def.list.toggles` (a task's Done), with the version the row was read at.
  const patchRecord = usePatchResource(def);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback(
    (record: ResourceRecord, key: string) => {
      setToggling((ids) => new Set(ids).add(record.id));
      patchRecord.mutate(
        { id: record.id, body: { [key]: record[key] !== true, version: record.version } },
        {
          onError: (error) => toast.error(problemMessage(error)),
          onSettled: () =>
            setToggling((ids) => {
              const rest = new Set(ids);
              rest.delete(record.id);
              return rest;
            }),
        },
      );
    },
    [patchRecord.mutate, toast],
  );
  const removeSelected = () =>
    bulkDelete.mutate(selectedIds, {
      // Spec: the count of what went ('Deleted N items'); one record keeps the type's own message.
      onSuccess: () =>
        toast.success(
          selectedIds.length === 1
            ? def.messages.deleted
            : t(def.archivable ? 'Archived {{count}} items' : 'Deleted {{count}} items', { count: selectedIds.length }),
        ),
      onError: (error) => toast.error(deleteErrorMessage(error, def.messages.deleteFailed)),
      onSettled: () => {
        setConfirmBulk(false);
        clearSelection();
      },
    });

  const restore = useRestoreResource(def);
  const { mutate: restoreRecord } = restore;
  const onRestore = useCallback(
    (record: ResourceRecord) =>
      restoreRecord(record.id, {
        onSuccess: () => toast.success(def.messages.restored),
        onError: (error) => toast.error(problemMessage(error)),
      }),
    [restoreRecord, toast, def.messages.restored],
  );

  const built = useMemo(
    () =>
      buildColumns(
        def,
        ctx,
        {
          onView: onView ? (r: ResourceRecord) => onView(r.id) : undefined,
          onEdit: editable && onEdit ? (r: ResourceRecord) => onEdit(r.id) : undefined,
          canEdit: canEditRecord,
          onDuplicate: editable && onDuplicate ? (r: ResourceRecord) => onDuplicate(r.id) : undefined,
          onHistory: onHistory ? (r: ResourceRecord) => onHistory(r.id) : undefined,
          onRestore: canWrite && archived ? onRestore : undefined,
          onDelete: editable ? confirmDelete.request : undefined,
          canDelete: canDeleteRecord,
          extra: rowActions?.filter((action) => editable || !action.writes),
        },
        { cells, onToggle: editable ? onToggle : undefined, toggling, inlineEdit: inlineEditable },
      ),
    [
      def,
      ctx,
      onView,
      onEdit,
      canEditRecord,
      canDeleteRecord,
      onDuplicate,
      onHistory,
      onRestore,
      canWrite,
      archived,
      rowActions,
      editable,
      confirmDelete.request,
      cells,
      onToggle,
      toggling,
      inlineEditable,
    ],
  );
  // On a phone the row menu comes first, in view, not past columns scrolled off to the side.
  const columns = useMemo(() => (compact ? actionsFirst(built) : built), [compact, built]);

  const listState = useMemo(
    () => ({
      failed: list.isError,
      retry: () => void list.refetch(),
      empty: def.messages.empty,
      failedMessage: def.messages.loadFailed,
    }),
    [list.isError, list.refetch, def.messages.empty, def.messages.loadFailed],
  );

  const filterKeys = def.list.filters.filter((key) => !(fixedFilters && key in fixedFilters));
  const onlySelected = selectedIds.length === 1 ? selectedIds[0] : undefined;
  const selectedRecord = list.data?.items.find((r) => r.id === onlySelected);
  const canEditSelected =
    onlySelected !== undefined && (!canEditRecord || (selectedRecord !== undefined && canEditRecord(selectedRecord)));
  // Archive / Remove only when every selected row may go (an issued invoice among them: none goes).
  const selectedRecords = rows.filter((r) => selectedIds.includes(r.id));
  const canDeleteSelected = !canDeleteRecord || selectedRecords.every((r) => canDeleteRecord(r));

  return (
    <Paper variant="outlined">
      {!embedded && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1.5 }}>
          {editable && onCreate && (
            <Button size="small" variant="contained" startIcon={<Add />} onClick={onCreate}>
              {def.list.createLabel ? t(def.list.createLabel) : t('Create {{label}}', { label: t(def.label) })}
            </Button>
          )}
          {editable && onEdit && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlined />}
              disabled={!canEditSelected}
              onClick={() => onlySelected !== undefined && canEditSelected && onEdit(onlySelected)}
            >
              {t('Edit')}
            </Button>
          )}
          {editable && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={
                !canDeleteSelected || (def.list.removeOne ? selectedIds.length !== 1 : selectedIds.length === 0)
              }
              onClick={() => setConfirmBulk(true)}
            >
              {t(def.archivable ? 'Archive' : 'Remove')}
            </Button>
          )}
          {editable &&
            bulkActions?.map((action) => (
              <BulkActionButton
                key={action.label}
                def={def}
                action={action}
                selected={selectedRecords}
                onDone={clearSelection}
              />
            ))}
          {editable && def.removeAll && (
            <RemoveAllButton def={def} query={removeAllQuery} total={total} estimated={list.data?.estimated === true} />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {def.list.search.length > 0 && <ListSearchBox q={q} onSearch={setQ} />}
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
          {def.list.dateRange && (
            // The pickers' room is kept while their code loads: arriving, they would push what follows them
            // onto the next line, under a click in flight.
            <Suspense fallback={<DateRangeRoom />}>
              <DateRangeFilter
                fieldLabel={def.fields[def.list.dateRange]?.label ?? ''}
                from={filters.from ?? ''}
                to={filters.to ?? ''}
                onChange={setFilter}
              />
            </Suspense>
          )}
          {def.list.views?.length ? <ViewToggle views={def.list.views} value={view} onChange={changeView} /> : null}
          {def.archivable && (
            <FormControlLabel
              control={
                <Switch
                  checked={archived}
                  onChange={(e) => {
                    setArchived(e.target.checked);
                    setPagination((p) => ({ ...p, page: 0 }));
                    clearSelection();
                  }}
                />
              }
              label={t('Archived')}
            />
          )}
          <Tooltip title={t('Reload')}>
            <span>
              <IconButton aria-label={t('Reload')} onClick={() => void list.refetch()} disabled={list.isFetching}>
                <Refresh />
              </IconButton>
            </span>
          </Tooltip>
          {toolbar?.(selectionQuery(params))}
          <ExportMenu name={def.name} query={selectionQuery(params)} ids={selectedIds} />
        </Stack>
      )}

      <ListStateContext.Provider value={listState}>
        {/* A grid without rows breaks the grid role's rules (axe aria-required-children): say so in words. */}
        {(list.isError || (list.data && total === 0)) && !list.isFetching ? (
          <Box sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
            <ListMessage />
          </Box>
        ) : (
          // Busy while the rows reload: screen readers wait for the new ones (the grid's bar is only drawn).
          <Box aria-busy={list.isFetching}>
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
                const to = model.pageSize === pagination.pageSize ? model.page : -1;
                cursor.moving(pagination.page, to, list.isPlaceholderData ? undefined : list.data);
                setPagination(model);
                clearSelection();
              }}
              pageSizeOptions={
                embedded ? [...new Set([EMBEDDED_PAGE_SIZE, ...def.list.pageSizeOptions])] : def.list.pageSizeOptions
              }
              sortModel={sortModel}
              onSortModelChange={(model) => {
                setSortModel(model);
                setPagination((p) => ({ ...p, page: 0 }));
                clearSelection();
              }}
              checkboxSelection={!embedded}
              disableRowSelectionOnClick
              onRowSelectionModelChange={onRowSelectionModelChange}
              apiRef={apiRef}
              {...(inlineEditable ? inlineEdit : {})}
              // A double click in a cell edited in place edits it; elsewhere it opens the record.
              onRowDoubleClick={onView ? ({ row }, event) => !isInlineEditTarget(event) && onView(row.id) : undefined}
              // Enter on a focused cell opens its row, as a double click does (a cell edited in place edits).
              onCellKeyDown={onView ? (cellParams, event) => openOnEnter(cellParams, event, onView) : undefined}
              // The selection box and the row menu keep their own jobs.
              onRowClick={
                onView && openOnClick
                  ? ({ row }, event) =>
                      !(event.target as HTMLElement).closest(
                        '[data-field="__check__"], [data-field="actions"], button',
                      ) && onView(row.id)
                  : undefined
              }
              getRowClassName={({ row }) => (isRowEmphasized?.(row) ? 'row-emphasized' : '')}
              disableColumnFilter
              density="compact"
              autoHeight
              localeText={
                list.data?.estimated
                  ? {
                      ...gridLocaleText,
                      // More records match than the server counts: its total is an estimate.
                      paginationDisplayedRows: ({ from, to, count }) =>
                        t('{{from}}–{{to}} of about {{count}}', {
                          from,
                          to,
                          count: count.toLocaleString(ctx.language),
                        }),
                    }
                  : gridLocaleText
              }
              slots={{ noRowsOverlay: ListNoRowsOverlay, baseLinearProgress: ListLoadingBar }}
              slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
              sx={{
                border: 0,
                borderTop: embedded ? 0 : 1,
                borderColor: 'divider',
                borderRadius: 0,
                '--DataGrid-overlayHeight': '180px',
                '& .row-emphasized': { fontWeight: 700 },
                // The focused cell ringed in the primary colour (the grid's own half-transparent line is 1.9:1).
                '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -2,
                },
                // A long header (French, Spanish) takes a second line; beyond that it ends in … and the
                // grid's own tooltip gives the whole title.
                '& .MuiDataGrid-columnHeaderTitle': {
                  whiteSpace: 'normal',
                  lineHeight: 1.2,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflowWrap: 'break-word',
                },
                '& .cell-inline-edit': { cursor: 'cell' },
                '& .cell-inline-edit:hover': { outline: '1px dashed', outlineColor: 'divider', outlineOffset: -3 },
              }}
            />
          </Box>
        )}
      </ListStateContext.Provider>

      {confirmDelete.dialog}
      <ConfirmDialog
        open={confirmBulk}
        title={def.archivable ? 'Archive' : 'Delete'}
        message={
          def.archivable
            ? 'Archive the selected items? They can be restored from the archived list.'
            : 'Are you sure you want to delete the selected items?'
        }
        confirmLabel={def.archivable ? 'Archive' : 'Delete'}
        destructive
        busy={bulkDelete.isPending}
        onConfirm={removeSelected}
        onCancel={() => setConfirmBulk(false)}
      />
    </Paper>
  );
});
