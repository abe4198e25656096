import { Navigate } from 'react-router';

/** `/add-medicament` (spec 001 §2): the medicaments list with its Create dialog open. */
export default function AddMedicamentPage() {
  return <Navigate to="/medicaments?new=1" replace />;
}
