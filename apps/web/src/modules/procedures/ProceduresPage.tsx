import { procedures } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function ProceduresPage() {
  return <ResourcePage def={procedures} />;
}
