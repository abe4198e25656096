import { services } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** The fee schedule (`/fee-schedule`): the services the clinic bills and their default prices. */
export default function FeeSchedulePage() {
  return <ResourcePage def={services} />;
}
