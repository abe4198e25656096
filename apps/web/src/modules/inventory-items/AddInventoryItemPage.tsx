import { Navigate } from 'react-router';

/** `/inventory/add` (spec 000 Quick Add): the inventory list with its Create dialog open. */
export default function AddInventoryItemPage() {
  return <Navigate to="/inventory-item?new=1" replace />;
}
