import { services } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/**
 * `/service` (spec 002 "Services grid"): the fee schedule's own services, one record type for the
 * price and the website; the Website section of the form marks a service shown, its public text and image.
 */
export default function ServicesGridPage() {
  return <ResourcePage def={services} />;
}
