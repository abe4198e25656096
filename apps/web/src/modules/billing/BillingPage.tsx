import { invoices } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { post } from '../../api/client';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import { ResourceFormPage } from '../../resources/ResourceFormPage';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';
import { invoiceAmountsExtension } from './InvoiceAmounts';
import { showInvoice } from './invoiceCache';
import { BILLING_PAGES } from './pages';
import { useBillPreview } from './useBillPreview';

const PREFILLED = ['patient', 'clinic', 'doctor', 'appointment'] as const;

const filled = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A patient, a clinic and one line with a service or a description: the least a bill needs (spec 002). */
export function billReady(values: Record<string, unknown>): boolean {
  const items = Array.isArray(values.items) ? (values.items as Record<string, unknown>[]) : [];
  return (
    filled(values.patient) && filled(values.clinic) && items.some((i) => filled(i.service) || filled(i.description))
  );
}

/**
 * The invoice builder (`/billing`, spec 002): the invoice form as a page,
 * prefilled from the address (a visit's or a patient's page links here),
 * with the fee of each service picked and the amounts as they are typed;
 * Generate Bill shows the server's amounts, Confirm & Save stores the invoice
 * and issues it, then opens it in the invoice list.
 */
export default function BillingPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const qc = useQueryClient();
  const [search] = useSearchParams();
  const preview = useBillPreview();
  const defaults = useMemo(() => {
    const values: Record<string, unknown> = { invoiceDate: dayjs().format('YYYY-MM-DD') };
    for (const key of PREFILLED) {
      const id = Number(search.get(key));
      if (Number.isInteger(id) && id > 0) values[key] = id;
    }
    return values;
  }, [search]);

  const done = async (record?: ResourceRecord) => {
    if (!record) return navigate(BILLING_PAGES.list);
    try {
      // The issued invoice the server answers is what the list and its detail show at once (no Draft meanwhile).
      const issued = await post<ResourceRecord>(`/${invoices.name}/${record.id}/issue`, { version: record.version });
      void showInvoice(qc, issued);
    } catch (error) {
      toast.error(problemMessage(error));
      void qc.invalidateQueries({ queryKey: resourceKeys.all });
    }
    return navigate(BILLING_PAGES.view(record.id));
  };

  return (
    <>
      <ResourceFormPage
        def={invoices}
        id={null}
        title="Patient Billing and Invoices"
        saveLabel="Generate Bill"
        defaults={defaults}
        review={preview.review}
        extension={invoiceAmountsExtension}
        canSubmit={billReady}
        onDone={(record) => void done(record)}
      />
      {preview.dialog}
    </>
  );
}
