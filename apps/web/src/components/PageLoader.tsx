import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

/** Centered spinner shown while a page's code or first data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      <CircularProgress aria-label={t('Loading…')} />
    </Box>
  );
}
