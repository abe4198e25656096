import { memberships } from '@chairside/domain';

import { ResourcePage } from '../../resources/ResourcePage';

/** Spec 002 "Memberships": a patient's plan, its benefits, validity and last payment. */
export default function MembershipsPage() {
  return <ResourcePage def={memberships} />;
}
