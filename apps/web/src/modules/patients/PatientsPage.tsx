import { patients } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';
import { PATIENT_PAGES } from './pages';

/** Spec 001 "Patients": tiles, charts, search and the grid; adding and editing are full pages. */
export default function PatientsPage() {
  return <ResourcePage def={patients} pages={PATIENT_PAGES} />;
}
