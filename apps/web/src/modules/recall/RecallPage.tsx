import { RESOURCE_CATALOGUE, type RecallRow } from '@chairside/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFormatDate } from '../../app/useFormatDate';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { PagedTableFooter, usePaging } from '../../resources/PagedTableFooter';
import { useDebounced } from '../../resources/useDebounced';
import { type RecallFilters as Filters, useRecallList } from './api';
import { initialRecallFilters, RecallFilters, type RecallFilterValues } from './RecallFilters';
import { useRecallActions } from './useRecallActions';

const PAGE_SIZES = [20, 50, 100];

const queryOf = (f: RecallFilterValues, q: string, page: number, pageSize: number): Filters => ({
  month: f.month,
  onlyMonth: f.onlyMonth ? 'true' : undefined,
  recallType: f.recallType ?? undefined,
  clinic: f.clinic ?? undefined,
  doctor: f.doctor ?? undefined,
  booked: f.booked === 'any' ? undefined : f.booked,
  contacted: f.contacted === 'any' ? undefined : f.contacted,
  q: q.trim() || undefined,
  page: page + 1,
  pageSize,
});

/**
 * The recall list (`/recall`, issue 25): patients due by the end of a month, overdue ones first,
 * with the desk's actions on each: send a message, record a call, book with their usual doctor.
 */
export default function RecallPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const formatDate = useFormatDate();
  const [filters, setFilters] = useState(initialRecallFilters);
  const paging = usePaging(PAGE_SIZES);
  const q = useDebounced(filters.q);
  const list = useRecallList(queryOf(filters, q, paging.page, paging.pageSize));
  const actions = useRecallActions();
  const write = can(RESOURCE_CATALOGUE.appointments.permissions.write);
  const today = list.data?.today ?? '';

  const contactText = (row: RecallRow) =>
    row.lastContactAt
      ? `${t(row.lastContactMethod === 'Phone' ? 'Called' : 'Message sent')} ${formatDate(row.lastContactAt)}${
          row.lastContactOutcome ? ` · ${t(row.lastContactOutcome)}` : ''
        }`
      : t('Not contacted');

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('Recall')}
      </Typography>
      <RecallFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          paging.setPage(0);
        }}
      />
      {list.isError && <Alert severity="error">{t(problemMessage(list.error))}</Alert>}
      <Paper variant="outlined">
        <TableContainer aria-busy={list.isFetching}>
          <Table size="small" aria-label={t('Patients due for recall')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Patient')}</TableCell>
                <TableCell>{t('Recall Type')}</TableCell>
                <TableCell>{t('Due')}</TableCell>
                <TableCell>{t('Last Done')}</TableCell>
                <TableCell>{t('Usual Doctor')}</TableCell>
                <TableCell>{t('Next Visit')}</TableCell>
                <TableCell>{t('Contact')}</TableCell>
                {write && <TableCell>{t('Actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.items.map((row) => (
                <TableRow key={`${row.patient}-${row.recallType}`}>
                  <TableCell>
                    <RouterLink to={`/patient/${row.patient}?tab=recall`}>{row.patientName}</RouterLink>
                    {row.phone && (
                      <Typography variant="body2" color="text.secondary">
                        {row.phone}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{row.recallTypeName}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{formatDate(row.dueOn)}</span>
                      {row.dueOn < today && <Chip size="small" color="error" variant="outlined" label={t('Overdue')} />}
                      {row.overridden && <Chip size="small" variant="outlined" label={t('Set by hand')} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(row.lastDone)}</TableCell>
                  <TableCell>{row.doctorName ?? ''}</TableCell>
                  <TableCell>{row.nextVisit ? formatDate(row.nextVisit) : t('Not booked')}</TableCell>
                  <TableCell>{contactText(row)}</TableCell>
                  {write && (
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          onClick={() => actions.send(row)}
                          disabled={!row.email}
                          aria-label={t('Send recall message to {{name}}', { name: row.patientName })}
                        >
                          {t('Send')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => actions.call(row)}
                          aria-label={t('Record a call to {{name}}', { name: row.patientName })}
                        >
                          {t('Call')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => void actions.book(row)}
                          aria-label={t('Book {{name}}', { name: row.patientName })}
                        >
                          {t('Book')}
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {list.data && list.data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={write ? 8 : 7}>{t('Nobody is due for recall with these filters.')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <PagedTableFooter paging={paging} count={list.data?.total ?? 0} />
      </Paper>
      {actions.dialogs}
    </Box>
  );
}
