import { consultations, now, payments, prescriptions } from '@chairside/domain';
import { useMemo } from 'react';
import { RelatedRecords } from '../../resources/RelatedRecords';
import type { ResourceRecord } from '../../resources/types';
import { PAYMENT_PAGES } from '../payments/pages';
import { allergyCheck } from '../prescriptions/AllergyCheck';
import { PRESCRIPTION_PAGES } from '../prescriptions/pages';

/** The instant a visit starts, read on this browser's clock (the clinic's, at the desk). */
const visitStart = (date: unknown, start: unknown): string | undefined => {
  const at = new Date(`${String(date)}T${String(start)}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

const whoAndWhere = (visit: ResourceRecord) => ({
  appointment: visit.id,
  patient: visit.patient,
  doctor: visit.doctor,
  clinic: visit.clinic,
});

interface VisitProps {
  visit: ResourceRecord;
  archived: boolean;
}

/** Today on this browser's clock, `YYYY-MM-DD`. */
const today = () => now().toLocaleDateString('en-CA');

const useVisitFilter = (visit: ResourceRecord) => useMemo(() => ({ appointment: String(visit.id) }), [visit.id]);

/** The consultations of a visit: what was found, recommended and ordered there. */
export function VisitConsultations({ visit, archived }: VisitProps) {
  return (
    <RelatedRecords
      def={consultations}
      fixedFilters={useVisitFilter(visit)}
      title="Consultations"
      createLabel="Start consultation"
      canCreate={!archived}
      pageOf={(id) => `/consultation?view=${id}`}
      defaults={{
        ...whoAndWhere(visit),
        consultationDate: visitStart(visit.appointmentDate, visit.startTime),
        consultationType: visit.appointmentType === 'Telemedicine' ? 'Telemedicine' : undefined,
        reasonForVisit: visit.reasonForVisit,
      }}
    />
  );
}

/** The prescriptions written at a visit, each printable from its detail. */
export function VisitPrescriptions({ visit, archived }: VisitProps) {
  return (
    <RelatedRecords
      def={prescriptions}
      fixedFilters={useVisitFilter(visit)}
      title="Prescriptions of this visit"
      createLabel="Write prescription"
      canCreate={!archived}
      pageOf={PRESCRIPTION_PAGES.view}
      defaults={{ ...whoAndWhere(visit), prescriptionDate: visit.appointmentDate }}
      formExtension={allergyCheck}
    />
  );
}

/** What was paid for a visit, each with its receipt. */
export function VisitPayments({ visit, archived }: VisitProps) {
  return (
    <RelatedRecords
      def={payments}
      fixedFilters={useVisitFilter(visit)}
      title="Payments of this visit"
      createLabel="Record payment"
      canCreate={!archived}
      pageOf={PAYMENT_PAGES.view}
      defaults={{ appointment: visit.id, patient: visit.patient, clinic: visit.clinic, paymentDate: today() }}
    />
  );
}
