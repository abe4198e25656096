import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { BookVisitButton } from './BookVisitButton';

/** Spec 000 §2.8: the closing call to book a visit. */
export function BookVisitSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="book-visit-title"
      sx={{ py: 8, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="book-visit-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {t('Book Your Visit')}
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.9 }}>
          {t('Pick a doctor and a free time online; the clinic confirms it with you.')}
        </Typography>
        <BookVisitButton color="inherit" sx={{ color: 'primary.dark' }} />
      </Container>
    </Box>
  );
}
