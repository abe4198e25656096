import { invoices } from '@chairside/domain';
import { useMemo } from 'react';
import { RelatedRecords } from '../../resources/RelatedRecords';
import type { ResourceRecord } from '../../resources/types';
import { BILLING_PAGES } from './pages';

/** A visit's invoices, and Bill this visit: the invoice builder prefilled with its patient, clinic, doctor and visit. */
export function VisitInvoices({ visit, archived }: { visit: ResourceRecord; archived: boolean }) {
  const fixed = useMemo(() => ({ appointment: String(visit.id) }), [visit.id]);
  return (
    <RelatedRecords
      def={invoices}
      fixedFilters={fixed}
      title="Invoices of this visit"
      createLabel="Bill this visit"
      canCreate={!archived}
      createPage={BILLING_PAGES.billFor({
        patient: visit.patient,
        clinic: visit.clinic,
        doctor: visit.doctor,
        appointment: visit.id,
      })}
      pageOf={BILLING_PAGES.view}
    />
  );
}
