import { asapEntries } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** The ASAP list (issue 25): patients who want an earlier visit; the generic list and form. */
export default function AsapListPage() {
  return <ResourcePage def={asapEntries} />;
}
