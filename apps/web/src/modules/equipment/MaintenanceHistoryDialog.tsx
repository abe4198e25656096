import { EQUIPMENT_MESSAGES } from '@chairside/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { formatDate, formatDateTime } from '../../resources/format';
import { PagedTableFooter, usePaging } from '../../resources/PagedTableFooter';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';
import { useMaintenanceHistory } from './api';

interface MaintenanceHistoryDialogProps {
  record: ResourceRecord;
  onClose(): void;
}

const PAGE_SIZES = [5, 10, 20];

/** The equipment's maintenance records, newest first, a page at a time, with who recorded each. */
export function MaintenanceHistoryDialog({ record, onClose }: MaintenanceHistoryDialogProps) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const titleId = useId();
  const paging = usePaging(PAGE_SIZES);
  const history = useMaintenanceHistory(record.id, paging.page + 1, paging.pageSize);
  const items = history.data?.items ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('Maintenance History')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{String(record.equipmentName ?? '')}</DialogContentText>
        {history.isError ? (
          <Alert severity="error">{t(GENERIC_ERROR)}</Alert>
        ) : !history.data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress aria-label={t('Loading…')} />
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t(EQUIPMENT_MESSAGES.noHistory)}</Typography>
        ) : (
          <>
            <Table size="small" aria-label={t('Maintenance History')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Date')}</TableCell>
                  <TableCell>{t('Type')}</TableCell>
                  <TableCell>{t('Notes')}</TableCell>
                  <TableCell>{t('Recorded by')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>
                      <bdi dir="ltr">{formatDate(entry.date, ctx)}</bdi>
                    </TableCell>
                    <TableCell>{t(entry.type)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {entry.notes ? <bdi>{entry.notes}</bdi> : '—'}
                    </TableCell>
                    <TableCell>
                      {entry.recordedBy ?? t('Unknown')}
                      <Typography variant="caption" color="text.secondary" component="div">
                        <bdi dir="ltr">{formatDateTime(entry.recordedAt, ctx)}</bdi>
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PagedTableFooter paging={paging} count={history.data.total} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
