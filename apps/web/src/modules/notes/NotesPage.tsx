import { notes } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** Spec 001 "Notes": the signed-in user's own notes. */
export default function NotesPage() {
  return <ResourcePage def={notes} />;
}
