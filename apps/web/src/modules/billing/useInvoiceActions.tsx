import { INVOICE_MESSAGES, invoices, VOID_FIELDS } from '@chairside/domain';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { post } from '../../api/client';
import type { RowAction } from '../../resources/columns';
import { problemMessage } from '../../resources/errors';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { INVOICE_MOVES, showInvoice } from './invoiceCache';

/** Issue (a draft) and Void (with a reason): the two moves of an invoice, as row actions and a dialog. */
export function useInvoiceActions() {
  const toast = useToast();
  const qc = useQueryClient();
  const [voiding, setVoiding] = useState<ResourceRecord | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.all });
  const [busy, setBusy] = useState<number | null>(null);

  const actions = useMemo((): { issue: RowAction; void: RowAction } => {
    const issue = async (record: ResourceRecord) => {
      setBusy(record.id);
      try {
        // The answer is the issued invoice: shown at once, not after a refetch.
        const issued = await post<ResourceRecord>(`/${invoices.name}/${record.id}/issue`, { version: record.version });
        toast.success(INVOICE_MESSAGES.issued);
        await showInvoice(qc, issued);
      } catch (error) {
        toast.error(problemMessage(error));
        await qc.invalidateQueries({ queryKey: resourceKeys.all });
      } finally {
        setBusy(null);
      }
    };
    return {
      issue: {
        label: 'Issue',
        icon: <SendOutlined fontSize="small" />,
        writes: true,
        shows: INVOICE_MOVES.issuable,
        onClick: (r) => void issue(r),
      },
      void: {
        label: 'Void',
        icon: <BlockOutlined fontSize="small" />,
        writes: true,
        shows: INVOICE_MOVES.voidable,
        onClick: setVoiding,
      },
    };
  }, [qc, toast]);

  const dialog = voiding && (
    <FieldsDialog
      open
      title="Void invoice"
      subject={String(voiding.invoiceNumber ?? '')}
      fields={VOID_FIELDS}
      initial={{ reason: '' }}
      submitLabel="Void"
      onClose={() => setVoiding(null)}
      onSubmit={async (values) => {
        try {
          const voided = await post<ResourceRecord>(`/${invoices.name}/${voiding.id}/void`, {
            version: voiding.version,
            reason: values.reason,
          });
          toast.success(INVOICE_MESSAGES.voided);
          setVoiding(null);
          await showInvoice(qc, voided);
        } catch (error) {
          toast.error(problemMessage(error));
          await refresh();
          throw error;
        }
      }}
    />
  );
  return { ...actions, dialog, busy };
}
