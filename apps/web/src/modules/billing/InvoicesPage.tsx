import { invoices } from '@chairside/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Button, Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { download } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { documentQuery } from '../../resources/documentQuery';
import { problemMessage } from '../../resources/errors';
import { ResourcePage } from '../../resources/ResourcePage';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { invoiceAmountsExtension } from './InvoiceAmounts';
import { InvoicePayments } from './InvoicePayments';
import { INVOICE_MOVES } from './invoiceCache';
import { BILLING_PAGES } from './pages';
import { useInvoiceActions } from './useInvoiceActions';

/**
 * Invoices (`/invoice`, spec 001; the grid of spec 002): every amount as the
 * server computed it, billed / paid / outstanding above the list, the
 * Overdue view; the row menu and the detail issue, void and print an
 * invoice, and the detail lists its payments and records one. Only a draft
 * offers Edit and Archive: an issued invoice is voided, never changed.
 */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { can } = useAuth();
  const pdf = usePdfDownloadAction(invoices);
  const moves = useInvoiceActions();
  const rowActions = useMemo(
    () => [pdf, moves.issue, moves.void, moves.creditNote],
    [pdf, moves.issue, moves.void, moves.creditNote],
  );
  const writer = can(invoices.permissions.write);
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <Stack direction="row" spacing={1}>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(record)}>
          {t('Download PDF')}
        </Button>
        {writer &&
          [moves.issue, moves.void, moves.creditNote]
            .filter((a) => a.shows?.(record) ?? true)
            .map((a) => (
              <Button
                key={String(a.label)}
                startIcon={a.icon}
                disabled={moves.busy === record.id}
                onClick={() => a.onClick(record)}
              >
                {t(typeof a.label === 'string' ? a.label : a.label(record))}
              </Button>
            ))}
      </Stack>
    ),
    [pdf, moves.issue, moves.void, moves.creditNote, moves.busy, writer, t],
  );
  const detailExtra = useCallback((record: ResourceRecord) => <InvoicePayments invoice={record} />, []);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button
          startIcon={<PrintOutlined />}
          onClick={() =>
            void download('/patients/statements', documentQuery(i18n.language)).catch((e: unknown) =>
              toast.error(problemMessage(e)),
            )
          }
        >
          {t('Print all statements')}
        </Button>
        {writer && (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => navigate(BILLING_PAGES.builder)}>
            {t('New bill')}
          </Button>
        )}
      </Stack>
      <ResourcePage
        def={invoices}
        rowActions={rowActions}
        detailActions={detailActions}
        detailExtra={detailExtra}
        canEditRecord={INVOICE_MOVES.editable}
        canDeleteRecord={INVOICE_MOVES.deletable}
        formExtension={invoiceAmountsExtension}
      />
      {moves.dialog}
    </>
  );
}
