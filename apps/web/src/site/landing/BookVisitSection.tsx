import type { SiteSectionValues } from '@chairside/domain';
import { Box, Container, Typography } from '@mui/material';
import { BookVisitButton } from './BookVisitButton';

/** Spec 000 §2.8: the closing call to book a visit. */
export function BookVisitSection({ text }: { text: SiteSectionValues }) {
  return (
    <Box
      component="section"
      id="book"
      aria-labelledby="book-visit-title"
      sx={{ py: 8, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="book-visit-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {String(text.title)}
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.9 }}>
          <bdi>{String(text.subtitle)}</bdi>
        </Typography>
        <BookVisitButton label={String(text.button)} color="inherit" sx={{ color: 'primary.dark' }} />
      </Container>
    </Box>
  );
}
