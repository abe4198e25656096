import { patients } from '@chairside/domain';
import { ResourceAnalytics } from '../../resources/ResourceAnalytics';

/** Spec 002 "Analytics": nine charts of the patients, computed from the data by the server. */
export default function PatientAnalyticsPage() {
  return <ResourceAnalytics def={patients} title="Patient Analytics" />;
}
