import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One landing section: an anchor target below the fixed top bar, with a heading. */
export function Section({ id, title, children, tinted = false }: SectionProps) {
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
        <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 3, color: 'primary.dark' }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
