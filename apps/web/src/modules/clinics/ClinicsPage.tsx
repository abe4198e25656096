import { clinics } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function ClinicsPage() {
  return <ResourcePage def={clinics} />;
}
