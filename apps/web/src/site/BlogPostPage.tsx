import { DEFAULT_SETTINGS, type SitePost } from '@chairside/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Skeleton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { get } from '../api/client';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useTranslation } from '../i18n/useTranslation';
import { LandingFooter } from './landing/LandingFooter';
import { LandingTopBar } from './landing/LandingTopBar';
import { siteQuery } from './siteQuery';

/** Typography of a post's body: the HTML the server rendered from Markdown and sanitised. */
const BODY = {
  fontSize: 17,
  lineHeight: 1.7,
  '& h1, & h2, & h3': { color: 'primary.dark', lineHeight: 1.3 },
  '& img': { maxWidth: '100%' },
  '& blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, px: 2, color: 'text.secondary' },
  '& pre': { overflowX: 'auto', bgcolor: '#f4f7f9', p: 2 },
} as const;

/** `/blog/:slug`: one published post, its body rendered to safe HTML by the server. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { data: site } = siteQuery.use();
  const [post, setPost] = useState<SitePost | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setPost(undefined);
    get<SitePost>(`/site/posts/${encodeURIComponent(slug)}`)
      .then((p) => live && setPost(p))
      .catch(() => live && setPost(null));
    return () => {
      live = false;
    };
  }, [slug]);
  useDocumentTitle(post ? post.title : null);
  const appName = site?.settings.system.appName.trim() || DEFAULT_SETTINGS.system.appName;

  return (
    <Box>
      <LandingTopBar appName={appName} showLogo={site?.settings.system.showLogo === true} />
      <Container component="main" maxWidth="md" sx={{ pt: 12, pb: 8 }}>
        <Button component={RouterLink} to="/#blog" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          {t('All posts')}
        </Button>
        {post === undefined ? (
          <Skeleton variant="rectangular" height={240} />
        ) : post === null ? (
          <Typography variant="h4" component="h1">
            {t('This post was not found.')}
          </Typography>
        ) : (
          <Box component="article">
            <Typography variant="h3" component="h1" sx={{ color: 'primary.dark', mb: 1 }}>
              <bdi>{post.title}</bdi>
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              <bdi>{post.author}</bdi> · <time dateTime={post.publishedOn}>{post.publishedOn}</time>
            </Typography>
            {post.cover && (
              <Box
                component="img"
                src={post.cover.large}
                alt=""
                sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 1, mb: 3 }}
              />
            )}
            <Box
              sx={BODY}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server from Markdown without raw HTML, then sanitised (modules/site/markdown.ts): it holds no script
              dangerouslySetInnerHTML={{ __html: post.html }}
            />
          </Box>
        )}
      </Container>
      <LandingFooter appName={appName} />
    </Box>
  );
}
