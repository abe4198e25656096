import { blogPosts } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** `/blog-posts`: the clinic's blog; a published post has its own page, `/blog/{slug}`. */
export default function BlogPostsPage() {
  return <ResourcePage def={blogPosts} />;
}
