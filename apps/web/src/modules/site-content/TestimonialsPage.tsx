import { testimonials } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/testimonials`: what patients say; the published ones are shown on the public site. */
export default function TestimonialsPage() {
  return <ResourcePage def={testimonials} />;
}
