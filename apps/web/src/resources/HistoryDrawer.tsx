import { type AnyResource, HISTORY_ACTION_LABELS, type HistoryEntry } from '@chairside/domain';
import Close from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Drawer,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime } from './format';
import { changeTexts } from './historyText';
import { LoadErrorAlert } from './LoadErrorAlert';
import { useFormatContext } from './useFormatContext';
import { useResource } from './useResource';
import { useResourceHistory } from './useResourceHistory';

export interface HistoryDrawerProps {
  def: AnyResource;
  /** The record whose history is shown; null: the drawer is closed. */
  id: number | null;
  onClose(): void;
}

const ACTION_COLORS = {
  create: 'success',
  update: 'primary',
  delete: 'error',
  archive: 'default',
  restore: 'default',
  attach: 'info',
  detach: 'default',
} as const;

/** One entry: what happened, who did it and when, then each field's value before and after. */
function Entry({ def, entry }: { def: AnyResource; entry: HistoryEntry }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const rows = changeTexts(def, entry.changes, ctx).filter((c) => entry.action !== 'create' || c.to !== '');
  const created = entry.action === 'create';
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={ACTION_COLORS[entry.action]} label={t(HISTORY_ACTION_LABELS[entry.action])} />
        <Typography variant="body2">
          {entry.user ? t('by {{name}}', { name: entry.user.name }) : t('by the system')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
          <bdi dir="ltr">
            <time dateTime={entry.at}>{formatDateTime(entry.at, ctx)}</time>
          </bdi>
        </Typography>
      </Stack>
      {rows.length > 0 && (
        <Table size="small" sx={{ mt: 1 }} aria-label={t(HISTORY_ACTION_LABELS[entry.action])}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('Field')}
              </TableCell>
              {!created && (
                <TableCell component="th" scope="col">
                  {t('Before')}
                </TableCell>
              )}
              <TableCell component="th" scope="col">
                {t(created ? 'Value' : 'After')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {c.label}
                </TableCell>
                {!created && (
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.from ? <bdi>{c.from}</bdi> : '—'}</TableCell>
                )}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.to ? <bdi>{c.to}</bdi> : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** The audit-log entries of one record, newest first, with "Show older changes" (the drawer's body; a detail view may show it too). */
export function HistoryEntries({ def, id }: { def: AnyResource; id: number | null }) {
  const { t } = useTranslation();
  const history = useResourceHistory(def, id);
  const entries = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      {history.isError ? (
        <LoadErrorAlert onRetry={history.refetch} sx={{ mt: 2 }} />
      ) : history.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress aria-label={t('Loading…')} />
        </Box>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('No history yet.')}
        </Typography>
      ) : (
        <>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Entry key={entry.id} def={def} entry={entry} />
            ))}
          </Box>
          {history.hasNextPage && (
            <Button
              sx={{ mt: 1 }}
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              startIcon={history.isFetchingNextPage ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('Show older changes')}
            </Button>
          )}
        </>
      )}
    </>
  );
}

/**
 * The history of one record, from the audit log: who created, changed,
 * archived or restored it and when, newest first, field by field, with
 * labels and formatted values. Any resource's page opens it (`?history=ID`).
 */
export function HistoryDrawer({ def, id, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const record = useResource(def, id);
  const name = record.data?.[def.titleField];

  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      // Above the app bar (which sits above the sidebar), like a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 } },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('History')}
          </Typography>
          {typeof name === 'string' && name !== '' && (
            <Typography variant="body2" color="text.secondary" noWrap>
              <bdi>{name}</bdi>
            </Typography>
          )}
        </Box>
        <Tooltip title={t('Close')}>
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>
        <HistoryEntries def={def} id={id} />
      </Box>
    </Drawer>
  );
}
