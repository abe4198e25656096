import { medicamentCategories } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

export default function MedicamentCategoriesPage() {
  return <ResourcePage def={medicamentCategories} />;
}
