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

/** Issue (a draft) and Void (with a reason): the two moves of an invoice, as row actions and a dialog. */
export function useInvoiceActions() {
  const toast = useToast();
  const qc = useQueryClient();
  const [voiding, setVoiding] = useState<ResourceRecord | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.all });

  const actions = useMemo((): { issue: RowAction; void: RowAction } => {
    const issue = async (record: ResourceRecord) => {
      try {
        await post(`/${invoices.name}/${record.id}/issue`, { version: record.version });
        toast.success(INVOICE_MESSAGES.issued);
      } catch (error) {
        toast.error(problemMessage(error));
      }
      await qc.invalidateQueries({ queryKey: resourceKeys.all });
    };
    return {
      issue: {
        label: 'Issue',
        icon: <SendOutlined fontSize="small" />,
        writes: true,
        shows: (r) => r.status === 'Draft',
        onClick: (r) => void issue(r),
      },
      void: {
        label: 'Void',
        icon: <BlockOutlined fontSize="small" />,
        writes: true,
        shows: (r) => r.status !== 'Void' && r.paid === '0.00',
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
          await post(`/${invoices.name}/${voiding.id}/void`, { version: voiding.version, reason: values.reason });
          toast.success(INVOICE_MESSAGES.voided);
          setVoiding(null);
        } catch (error) {
          toast.error(problemMessage(error));
          throw error;
        } finally {
          await refresh();
        }
      }}
    />
  );
  return { ...actions, dialog };
}
