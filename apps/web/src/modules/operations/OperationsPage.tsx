import { operations } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function OperationsPage() {
  return <ResourcePage def={operations} />;
}
