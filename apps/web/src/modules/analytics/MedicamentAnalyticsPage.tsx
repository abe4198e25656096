import { medicaments } from '@chairside/domain';
import { ResourceAnalytics } from '../../resources/ResourceAnalytics';

/** Spec 001 "Analytics screens for medicaments": nine charts, computed from the data by the server. */
export default function MedicamentAnalyticsPage() {
  return <ResourceAnalytics def={medicaments} title="Medicament Analytics" />;
}
