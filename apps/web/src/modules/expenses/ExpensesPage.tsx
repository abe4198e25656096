import { expenses } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/expense` (spec 001 "Expenses"): totals, charts and the list of the clinic's expenses. */
export default function ExpensesPage() {
  return <ResourcePage def={expenses} />;
}
