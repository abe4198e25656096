import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  /** A line under the heading (the section's sub title from the CMS). */
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One landing section: an anchor target below the fixed top bar, with a heading. */
export function Section({ id, title, subtitle, children, tinted = false }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      sx={{
        py: { xs: 6, md: 8 },
        scrollMarginTop: 56,
        outline: 'none',
        bgcolor: tinted ? '#eef5f8' : 'background.paper',
      }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: subtitle ? 1 : 3, color: 'primary.dark' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: 760 }}>
            <bdi>{subtitle}</bdi>
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** The spec's fallback of an empty section ('No doctors found.'). */
export function EmptySection({ text }: { text: string }) {
  return <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>;
}
