import { doctors } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function DoctorsPage() {
  return <ResourcePage def={doctors} />;
}
