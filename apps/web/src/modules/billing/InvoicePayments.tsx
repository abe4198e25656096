import { OPEN_INVOICE_STATUSES, payments } from '@chairside/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { RelatedRecords } from '../../resources/RelatedRecords';
import type { ResourceRecord } from '../../resources/types';
import { PAYMENT_PAGES } from '../payments/pages';

const open = (status: unknown): boolean => (OPEN_INVOICE_STATUSES as readonly unknown[]).includes(status);

/** An invoice's payments and refunds, and Record payment prefilled with its balance while it is owed. */
export function InvoicePayments({ invoice }: { invoice: ResourceRecord }) {
  const fixed = useMemo(() => ({ invoice: String(invoice.id) }), [invoice.id]);
  return (
    <RelatedRecords
      def={payments}
      fixedFilters={fixed}
      title="Payment history"
      createLabel="Record payment"
      canCreate={open(invoice.status) && !invoice.archivedAt}
      pageOf={PAYMENT_PAGES.view}
      defaults={{
        invoice: invoice.id,
        patient: invoice.patient,
        clinic: invoice.clinic,
        amount: invoice.balance,
        paymentMethod: invoice.paymentMethod ?? undefined,
        paymentDate: dayjs().format('YYYY-MM-DD'),
      }}
    />
  );
}
