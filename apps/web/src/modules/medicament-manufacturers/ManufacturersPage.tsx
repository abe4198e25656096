import { medicamentManufacturers } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function ManufacturersPage() {
  return <ResourcePage def={medicamentManufacturers} />;
}
