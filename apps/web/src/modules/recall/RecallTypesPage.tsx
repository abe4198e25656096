import { recallTypes } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** Settings → Recall Types (issue 25): the generic list and form. */
export default function RecallTypesPage() {
  return <ResourcePage def={recallTypes} />;
}
