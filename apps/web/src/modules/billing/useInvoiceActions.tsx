import { CREDIT_NOTE_FIELDS, INVOICE_MESSAGES, invoices, VOID_FIELDS } from '@chairside/domain';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
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

/** The moves that take a reason: Void (nothing paid yet) and a credit note (paid: what was paid becomes credit). */
const REASONED = {
  void: {
    title: 'Void invoice',
    fields: VOID_FIELDS,
    submitLabel: 'Void',
    path: 'void',
    done: () => INVOICE_MESSAGES.voided,
  },
  creditNote: {
    title: 'Credit note',
    fields: CREDIT_NOTE_FIELDS,
    submitLabel: 'Issue credit note',
    path: 'credit-note',
    done: (r: ResourceRecord) => INVOICE_MESSAGES.creditNoted.replace('{{number}}', String(r.creditNote ?? '')),
  },
} as const;

/**
 * Issue (a draft), Void and Credit note (each with a reason): the moves of an
 * invoice, as row actions and a dialog.
 */
export function useInvoiceActions() {
  const toast = useToast();
  const qc = useQueryClient();
  const [moving, setMoving] = useState<{ record: ResourceRecord; move: keyof typeof REASONED } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.all });
  const [busy, setBusy] = useState<number | null>(null);

  const actions = useMemo((): { issue: RowAction; void: RowAction; creditNote: RowAction } => {
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
        onClick: (record) => setMoving({ record, move: 'void' }),
      },
      creditNote: {
        label: 'Credit note',
        icon: <ReceiptOutlined fontSize="small" />,
        writes: true,
        shows: INVOICE_MOVES.creditable,
        onClick: (record) => setMoving({ record, move: 'creditNote' }),
      },
    };
  }, [qc, toast]);

  const move = moving && REASONED[moving.move];
  const dialog = moving && move && (
    <FieldsDialog
      open
      title={move.title}
      subject={String(moving.record.invoiceNumber ?? '')}
      fields={move.fields}
      initial={{ reason: '' }}
      submitLabel={move.submitLabel}
      onClose={() => setMoving(null)}
      onSubmit={async (values) => {
        try {
          const moved = await post<ResourceRecord>(`/${invoices.name}/${moving.record.id}/${move.path}`, {
            version: moving.record.version,
            reason: values.reason,
          });
          toast.success(move.done(moved));
          setMoving(null);
          await showInvoice(qc, moved);
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
