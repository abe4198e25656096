import { newsletterSubscribers } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/newsletters`: the subscribers (5 a page as the spec), their status and dates, export. */
export default function NewslettersPage() {
  return <ResourcePage def={newsletterSubscribers} />;
}
