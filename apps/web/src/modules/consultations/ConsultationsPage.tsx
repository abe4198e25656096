import { consultations } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** Spec 001 "Consultations": the visit's findings, prescriptions, treatments, tests ordered, follow-up and fee. */
export default function ConsultationsPage() {
  return <ResourcePage def={consultations} />;
}
