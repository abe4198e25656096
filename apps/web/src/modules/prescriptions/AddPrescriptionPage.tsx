import { Navigate } from 'react-router';

/** `/addprescription` and `/add-prescription` (spec 000 §2.12): the prescriptions list with its Create dialog open. */
export default function AddPrescriptionPage() {
  return <Navigate to="/prescription?new=1" replace />;
}
