import { prescriptions } from '@chairside/domain';
import { useMemo } from 'react';
import { RelatedRecords } from '../../resources/RelatedRecords';
import { allergyCheck } from '../prescriptions/AllergyCheck';
import { PRESCRIPTION_PAGES } from '../prescriptions/pages';

/** A patient's prescriptions on their card, newest first, and a button that writes one for them. */
export function PatientPrescriptions({ patient, archived }: { patient: number; archived: boolean }) {
  const fixed = useMemo(() => ({ patient: String(patient) }), [patient]);
  return (
    <RelatedRecords
      def={prescriptions}
      fixedFilters={fixed}
      title="Prescriptions"
      createLabel="Write prescription"
      canCreate={!archived}
      pageOf={PRESCRIPTION_PAGES.view}
      defaults={{ patient }}
      formExtension={allergyCheck}
    />
  );
}
