import type { AnyResource } from '@chairside/domain';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { ResourceDetail } from './ResourceDetail';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { ResourceSummary } from './ResourceSummary';
import type { SummarySelection } from './summaryData';
import { useConfirmDelete } from './useConfirmDelete';
import { useSummaryShown } from './useResourceSummary';

export interface ResourcePageProps {
  def: AnyResource;
}

type Dialog = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'view'; id: number | null } | null;

const DIALOG_PARAMS = ['new', 'edit', 'view'] as const;

const parseId = (s: string | null): number | null => (s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null);

/** The open dialog, as the address says: `?new=1`, `?edit=ID`, `?view=ID`. */
function dialogOf(params: URLSearchParams, canWrite: boolean): Dialog {
  if (canWrite && params.get('new') === '1') return { kind: 'new' };
  const edit = parseId(params.get('edit'));
  if (canWrite && edit !== null) return { kind: 'edit', id: edit };
  if (params.has('view')) return { kind: 'view', id: parseId(params.get('view')) };
  return null;
}

/**
 * A resource's screen: its heading, its list, and the create / edit / detail
 * dialogs. The open dialog lives in the address, so a link such as
 * `/clinic?new=1` or `/clinic?view=12` opens it, and a reload keeps it.
 */
export function ResourcePage({ def }: ResourcePageProps) {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const [params, setParams] = useSearchParams();
  const dialog = dialogOf(params, canWrite);

  const show = useCallback(
    (next: Dialog) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          for (const key of DIALOG_PARAMS) p.delete(key);
          if (next?.kind === 'new') p.set('new', '1');
          else if (next) p.set(next.kind, String(next.id ?? ''));
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => show(null), [show]);
  const onCreate = useCallback(() => show({ kind: 'new' }), [show]);
  const onEdit = useCallback((id: number) => show({ kind: 'edit', id }), [show]);
  const onView = useCallback((id: number) => show({ kind: 'view', id }), [show]);
  const confirmDelete = useConfirmDelete(def, close);
  const [summaryShown, toggleSummary] = useSummaryShown(def.name);
  const [selection, setSelection] = useState<SummarySelection>(() => ({ q: params.get('q') || undefined }));
  const onSelectionChange = useCallback((next: SummarySelection) => setSelection(next), []);
  const summaryId = `${def.name}-summary`;

  return (
    <Box>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(def.plural)}
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
      {def.summary && summaryShown && <ResourceSummary id={summaryId} def={def} selection={selection} />}
      <ResourceList
        def={def}
        onCreate={onCreate}
        onEdit={onEdit}
        onView={onView}
        onSelectionChange={def.summary ? onSelectionChange : undefined}
      />
      <ResourceForm
        def={def}
        open={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        id={dialog?.kind === 'edit' ? dialog.id : null}
        onClose={close}
      />
      <ResourceDetail
        def={def}
        open={dialog?.kind === 'view'}
        id={dialog?.kind === 'view' ? dialog.id : null}
        onClose={close}
        onEdit={onEdit}
        onDelete={confirmDelete.request}
      />
      {confirmDelete.dialog}
    </Box>
  );
}
