import { incomes } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/income` (spec 001 "Incomes"): totals, charts and the list of what the clinic received. */
export default function IncomesPage() {
  return <ResourcePage def={incomes} />;
}
