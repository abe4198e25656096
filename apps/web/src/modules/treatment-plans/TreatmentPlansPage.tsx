import { treatmentPlans } from '@chairside/domain';

import { ResourcePage } from '../../resources/ResourcePage';

/** Spec 002 "Treatment Plans": tiles and charts by treatment type, create, edit, view, archive. */
export default function TreatmentPlansPage() {
  return <ResourcePage def={treatmentPlans} />;
}
