import {
  type PatientAccount as Account,
  AGING_BUCKETS,
  entryReference,
  invoices,
  PROCEDURE_MESSAGES,
  payments,
} from '@chairside/domain';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { download, get, post } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { documentQuery } from '../../resources/documentQuery';
import { problemMessage } from '../../resources/errors';
import { formatDate, formatMoney, recordFormat } from '../../resources/format';
import { PagedTableFooter, usePaging } from '../../resources/PagedTableFooter';
import { resourceKeys } from '../../resources/queryKeys';
import { RelatedRecords } from '../../resources/RelatedRecords';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToast } from '../../shell/toast';
import { BILLING_PAGES } from './pages';

/** The ledger's page sizes: newest entries first. */
const LEDGER_PAGE_SIZES = [25, 50, 100] as const;

/**
 * A patient's account (Open Dental's "Account" module): what they owe in each
 * currency and for how long (aging buckets), the ledger of charges, payments
 * and refunds with the running balance, their invoices, a printable statement
 * and New bill. Everything is computed by the server. Nothing without `billing.view`.
 */
export function PatientAccount({ patientId }: { patientId: number }) {
  const { t, i18n } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const navigate = useNavigate();
  const { can } = useAuth();
  const headingId = useId();
  const allowed = can(invoices.permissions.read);
  const paging = usePaging(LEDGER_PAGE_SIZES);
  const { page, pageSize } = paging;
  const account = useQuery({
    // Under the resources' key: a new invoice or payment refetches it with every resource list.
    queryKey: [...resourceKeys.all, 'account', patientId, page, pageSize],
    queryFn: () => get<Account>(`/patients/${patientId}/account?page=${page + 1}&pageSize=${pageSize}`),
    enabled: allowed,
    placeholderData: (previous) => previous,
  });
  const fixed = useMemo(() => ({ patient: String(patientId) }), [patientId]);
  const qc = useQueryClient();
  const [billing, setBilling] = useState(false);
  const applyCredit = async () => {
    try {
      const { applied } = await post<{ applied: string }>(`/patients/${patientId}/apply-credit`, {});
      toast.success(
        t('Credit applied: {{amount}}', { amount: money(applied, account.data?.totals[0]?.currency ?? '') }),
      );
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    }
  };
  const bill = async () => {
    setBilling(true);
    try {
      const invoice = await post<{ invoiceNumber: string; items: unknown[] }>(
        `/patients/${patientId}/bill-completed`,
        {},
      );
      toast.success(t(PROCEDURE_MESSAGES.billedWork, { invoice: invoice.invoiceNumber, count: invoice.items.length }));
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setBilling(false);
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    }
  };
  const money = (value: string, currency: string) => formatMoney(value, recordFormat(ctx, { currency }));
  // Only roles that see billing see a patient's account (the patient's page shows it to them alone).
  if (!allowed) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('Account')}
        </Typography>
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() =>
            void download(`/patients/${patientId}/statement`, documentQuery(i18n.language)).catch((e: unknown) =>
              toast.error(problemMessage(e)),
            )
          }
        >
          {t('Print statement')}
        </Button>
        {can(invoices.permissions.write) && account.data?.totals.some((x) => x.unbilled !== '0.00') && (
          <Button variant="contained" startIcon={<PostAddOutlined />} disabled={billing} onClick={() => void bill()}>
            {t('Bill completed work')}
          </Button>
        )}
        {can(payments.permissions.write) &&
          account.data?.totals.some((x) => x.credit !== '0.00' && x.outstanding !== '0.00') && (
            <Button variant="outlined" startIcon={<SavingsOutlined />} onClick={() => void applyCredit()}>
              {t('Apply credit')}
            </Button>
          )}
        {can(invoices.permissions.write) && (
          <Button
            variant="outlined"
            startIcon={<ReceiptLongOutlined />}
            onClick={() => navigate(BILLING_PAGES.billFor({ patient: patientId }))}
          >
            {t('New bill')}
          </Button>
        )}
      </Stack>
      {account.isError && <Alert severity="error">{problemMessage(account.error)}</Alert>}
      {account.isPending && <CircularProgress aria-label={t('Loading…')} />}
      {account.data && (
        <>
          {account.data.totals.length === 0 && <Alert severity="info">{t('Nothing billed or paid yet.')}</Alert>}
          {account.data.totals.map((total) => (
            <Paper key={total.currency} variant="outlined" sx={{ p: 2, mb: 2 }}>
              <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
                <Figure label={t('Balance')} value={money(total.balance, total.currency)} strong />
                <Figure label={t('Open invoices')} value={money(total.outstanding, total.currency)} />
                <Figure label={t('Unbilled work')} value={money(total.unbilled, total.currency)} />
                <Figure label={t('Credit on account')} value={money(total.credit, total.currency)} />
                {AGING_BUCKETS.map((b) => (
                  <Figure key={b.key} label={t(b.label)} value={money(total[b.key], total.currency)} />
                ))}
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('Balance = open invoices + unbilled work − credit on account.')}
              </Typography>
            </Paper>
          ))}
          {account.data.total > 0 && (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('Ledger')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('Date')}</TableCell>
                    <TableCell>{t('Entry')}</TableCell>
                    <TableCell>{t('Reference')}</TableCell>
                    <TableCell align="right">{t('Charge')}</TableCell>
                    <TableCell align="right">{t('Payment')}</TableCell>
                    <TableCell align="right">{t('Balance')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {account.data.entries.map((e) => (
                    <TableRow key={`${e.kind}-${e.id}`}>
                      <TableCell>{formatDate(e.date, ctx)}</TableCell>
                      <TableCell>{t(e.kind)}</TableCell>
                      <TableCell>{entryReference(e, ctx.toothNumbering ?? 'universal', (w) => t(w))}</TableCell>
                      <TableCell align="right">{e.charge === '0.00' ? '' : money(e.charge, e.currency)}</TableCell>
                      <TableCell align="right">{e.credit === '0.00' ? '' : money(e.credit, e.currency)}</TableCell>
                      <TableCell align="right">{money(e.balance, e.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PagedTableFooter paging={paging} count={account.data.total} />
            </Paper>
          )}
        </>
      )}
      <RelatedRecords def={invoices} fixedFilters={fixed} title="Invoices" pageOf={BILLING_PAGES.view} />
    </Box>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body1'} component="div">
        <bdi dir="ltr">{value}</bdi>
      </Typography>
    </Box>
  );
}
