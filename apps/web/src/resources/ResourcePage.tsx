import { type AnyResource, servesRoute } from '@chairside/domain';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddressParams } from '../app/useAddressParams';
import { useAuth } from '../auth/AuthContext';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { useTranslation } from '../i18n/useTranslation';
import type { BulkAction } from './BulkActionButton';
import type { CustomCells, RowAction } from './columns';
import type { FormExtension } from './formExtension';
import type { ResourceDetailProps } from './ResourceDetail';
import { ResourceList } from './ResourceList';
import { ResourceSummary } from './ResourceSummary';
import type { SummarySelection } from './summaryData';
import type { ResourceRecord } from './types';
import { useConfirmDelete } from './useConfirmDelete';
import { useResource } from './useResource';
import { useSummaryShown } from './useResourceSummary';

export interface ResourcePageProps {
  def: AnyResource;
  /** The page's heading (English, translated), when it is not the record type's plural: `Quick Test`. */
  title?: string;
  /** Pages that replace the dialogs, for record types with long forms or a page of their own. */
  pages?: {
    create?: string;
    edit?(id: number): string;
    view?(id: number): string;
  };
  /** Cells the screen draws itself, by field (a due date with an Overdue flag). */
  cells?: CustomCells;
  /** Rows drawn in bold (unread messages). */
  isRowEmphasized?(record: ResourceRecord): boolean;
  /** The records Edit applies to (a sent campaign is kept as it went out); all when absent. */
  canEditRecord?(record: ResourceRecord): boolean;
  /** The records Delete / Archive applies to (an issued invoice is never deleted); all when absent. */
  canDeleteRecord?(record: ResourceRecord): boolean;
  /** Extra buttons of the detail view, for what a module adds (Mark as unread). */
  detailActions?(record: ResourceRecord): ReactNode;
  /** Row menu entries the module adds (a status switch). */
  rowActions?: readonly RowAction[];
  /** What the detail view shows after the fields, for what a module adds (a staff member's permissions). */
  detailExtra?(record: ResourceRecord): ReactNode;
  /** Toolbar buttons the module adds to the list (Export Excel), given its search, sort and filters. */
  toolbar?(query: Record<string, string | number | undefined>): ReactNode;
  /** Buttons that set the same values on the selected rows (Mark as In Maintenance). */
  bulkActions?: readonly BulkAction[];
  /** The module's own detail view (a certificate's printed preview in a drawer) instead of the generic dialog. */
  detail?: ComponentType<ResourceDetailProps>;
  /** What the module adds to the create / edit form (a prescription's allergy warnings). */
  formExtension?: FormExtension;
  /** The named view the list opens with when the address names none. */
  initialView?: string;
  /** The summary's tiles and charts under the list rather than above it (the list is what the page is for). */
  summaryBelow?: boolean;
  /** A click on a row opens its detail (the inbox), not only a double click. */
  openOnClick?: boolean;
}

// The dialogs and the drawer are loaded when first opened: the form (react-hook-form, zod, every
// field's control and the date pickers) is most of a list page's JavaScript and most visits only read.
const ResourceForm = lazy(() => import('./ResourceForm').then((m) => ({ default: m.ResourceForm })));
const ResourceDetail = lazy(() => import('./ResourceDetail').then((m) => ({ default: m.ResourceDetail })));
const HistoryDrawer = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));

type Dialog =
  | { kind: 'new'; from: number | null }
  | { kind: 'edit'; id: number }
  | { kind: 'view'; id: number | null }
  | null;

const DIALOG_PARAMS = ['new', 'from', 'edit', 'view'] as const;

const parseId = (s: string | null): number | null => (s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null);

/** The open dialog, as the address says: `?new=1` (`&from=ID`: a copy of that record), `?edit=ID`, `?view=ID`. */
function dialogOf(params: URLSearchParams, canCreate: boolean, canEdit: boolean): Dialog {
  if (canCreate && params.get('new') === '1') return { kind: 'new', from: parseId(params.get('from')) };
  const edit = parseId(params.get('edit'));
  if (canEdit && edit !== null) return { kind: 'edit', id: edit };
  if (params.has('view')) return { kind: 'view', id: parseId(params.get('view')) };
  return null;
}

/**
 * A resource's screen: its heading, its list, and the create / edit / detail
 * dialogs and the history drawer. The open dialog lives in the address, so a
 * link such as `/clinic?new=1`, `/clinic?view=12` or `/clinic?history=12`
 * opens it, and a reload keeps it.
 */
export function ResourcePage({
  def,
  title,
  pages,
  cells,
  isRowEmphasized,
  canEditRecord,
  canDeleteRecord,
  detailActions,
  detailExtra,
  rowActions,
  toolbar,
  bulkActions,
  detail: Detail = ResourceDetail,
  formExtension,
  initialView,
  summaryBelow = false,
  openOnClick,
}: ResourcePageProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const [params, updateAddress] = useAddressParams();
  // A type without the generic create or update (messages) has no form for it.
  const canCreate = canWrite && servesRoute(def, 'create');
  const canEdit = canWrite && servesRoute(def, 'update');
  const dialog = dialogOf(params, canCreate, canEdit);
  // A type whose create is a page of its own: a `?new=1` link (Quick Add, a bookmark) leads to that page.
  const createPage = dialog?.kind === 'new' ? pages?.create : undefined;
  const copyFrom = dialog?.kind === 'new' ? dialog.from : null;
  useEffect(() => {
    if (createPage)
      navigate(copyFrom ? `${createPage}${createPage.includes('?') ? '&' : '?'}from=${copyFrom}` : createPage, {
        replace: true,
      });
  }, [createPage, copyFrom, navigate]);

  const show = useCallback(
    (next: Dialog) =>
      updateAddress((p) => {
        for (const key of DIALOG_PARAMS) p.delete(key);
        if (next?.kind === 'new') {
          p.set('new', '1');
          if (next.from !== null) p.set('from', String(next.from));
        } else if (next) p.set(next.kind, String(next.id ?? ''));
        return p;
      }),
    [updateAddress],
  );
  const close = useCallback(() => show(null), [show]);
  const onCreate = useCallback(
    () => (pages?.create ? navigate(pages.create) : show({ kind: 'new', from: null })),
    [show, navigate, pages],
  );
  const onDuplicate = useCallback(
    (id: number) =>
      pages?.create
        ? navigate(`${pages.create}${pages.create.includes('?') ? '&' : '?'}from=${id}`)
        : show({ kind: 'new', from: id }),
    [show, navigate, pages],
  );
  // The history opens over whatever is open (the detail view), and closes back to it.
  const historyId = parseId(params.get('history'));
  const setHistory = useCallback(
    (id: number | null) =>
      updateAddress((p) => {
        if (id === null) p.delete('history');
        else p.set('history', String(id));
        return p;
      }),
    [updateAddress],
  );
  const onHistory = useCallback((id: number) => setHistory(id), [setHistory]);
  const closeHistory = useCallback(() => setHistory(null), [setHistory]);
  const onEdit = useCallback(
    (id: number) => (pages?.edit ? navigate(pages.edit(id)) : show({ kind: 'edit', id })),
    [show, navigate, pages],
  );
  const onView = useCallback(
    (id: number) => (pages?.view ? navigate(pages.view(id)) : show({ kind: 'view', id })),
    [show, navigate, pages],
  );
  // An address asking to edit a record the screen keeps as it is (`?edit=` of a paid invoice) shows it instead.
  const editId = dialog?.kind === 'edit' && canEditRecord ? dialog.id : null;
  const editTarget = useResource(def, editId);
  useEffect(() => {
    if (editId !== null && editTarget.data && canEditRecord && !canEditRecord(editTarget.data))
      show({ kind: 'view', id: editId });
  }, [editId, editTarget.data, canEditRecord, show]);
  const confirmDelete = useConfirmDelete(def, close);
  const [summaryShown, toggleSummary] = useSummaryShown(def.name);
  const [selection, setSelection] = useState<SummarySelection>(() => ({ q: params.get('q') || undefined }));
  const onSelectionChange = useCallback((next: SummarySelection) => setSelection(next), []);
  const summaryId = `${def.name}-summary`;
  const formOpen = (dialog?.kind === 'new' && !createPage) || dialog?.kind === 'edit';
  const formShown = useOpenedOnce(formOpen);
  const detailShown = useOpenedOnce(dialog?.kind === 'view');
  const historyShown = useOpenedOnce(historyId !== null);

  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(title ?? def.plural)}
        </Typography>
        {def.summary && (
          <Button
            size="small"
            startIcon={<InsightsOutlined />}
            onClick={toggleSummary}
            aria-expanded={summaryShown}
            aria-controls={summaryShown ? summaryId : undefined}
          >
            {t(summaryShown ? 'Hide Summary' : 'Show Summary')}
          </Button>
        )}
      </Stack>
      {def.summary && summaryShown && !summaryBelow && (
        <ResourceSummary id={summaryId} def={def} selection={selection} />
      )}
      <ResourceList
        initialView={initialView}
        openOnClick={openOnClick}
        def={def}
        onCreate={canCreate ? onCreate : undefined}
        onEdit={canEdit ? onEdit : undefined}
        canEditRecord={canEditRecord}
        canDeleteRecord={canDeleteRecord}
        onView={onView}
        onSelectionChange={def.summary ? onSelectionChange : undefined}
        cells={cells}
        isRowEmphasized={isRowEmphasized}
        onDuplicate={canCreate ? onDuplicate : undefined}
        onHistory={onHistory}
        rowActions={rowActions}
        toolbar={toolbar}
        bulkActions={bulkActions}
      />
      {def.summary && summaryShown && summaryBelow && (
        <Box sx={{ mt: 3 }}>
          <ResourceSummary id={summaryId} def={def} selection={selection} />
        </Box>
      )}
      <Suspense fallback={null}>
        {formShown && (
          <ResourceForm
            def={def}
            open={formOpen}
            id={dialog?.kind === 'edit' ? dialog.id : null}
            copyOf={dialog?.kind === 'new' ? dialog.from : null}
            onClose={close}
            extension={formExtension}
          />
        )}
        {detailShown && (
          <Detail
            def={def}
            open={dialog?.kind === 'view'}
            id={dialog?.kind === 'view' ? dialog.id : null}
            onClose={close}
            onEdit={canEdit ? onEdit : undefined}
            canEditRecord={canEditRecord}
            canDeleteRecord={canDeleteRecord}
            onDelete={confirmDelete.request}
            onHistory={onHistory}
            actions={detailActions}
            extra={detailExtra}
          />
        )}
        {historyShown && <HistoryDrawer def={def} id={historyId} onClose={closeHistory} />}
      </Suspense>
      {confirmDelete.dialog}
    </Box>
  );
}
