import { blogPostPath, type SitePostSummary, type SiteSectionValues } from '@chairside/domain';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { CardList } from './CardList';
import { Picture } from './Picture';
import { Section } from './Section';

/** The latest published posts, each a link to its own page; headings from the CMS (/blogpage). */
export function BlogSection({ text, posts }: { text: SiteSectionValues; posts: readonly SitePostSummary[] }) {
  const { t } = useTranslation();
  return (
    <Section id="blog" title={String(text.title)} subtitle={String(text.subtitle)} tinted>
      <CardList
        items={posts}
        empty={t('No blog posts found.')}
        keyOf={(post) => post.slug}
        columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}
      >
        {(post) => (
          <>
            {post.cover && <Picture picture={post.cover} alt="" height={160} />}
            <Typography component="h3" variant="h6" sx={{ mt: post.cover ? 1.5 : 0 }}>
              <Link component={RouterLink} to={blogPostPath(post.slug)}>
                <bdi>{post.title}</bdi>
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              <bdi>{post.author}</bdi> · <time dateTime={post.publishedOn}>{post.publishedOn}</time>
            </Typography>
            <Typography variant="body2">
              <bdi>{post.summary}</bdi>
            </Typography>
          </>
        )}
      </CardList>
      <Box sx={{ mt: 3 }}>
        <Button variant="outlined" component={RouterLink} to="/newsletter" startIcon={<MailOutlined />}>
          {t('Subscribe to our newsletter')}
        </Button>
      </Box>
    </Section>
  );
}
