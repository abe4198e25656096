import { Link } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';

/** First focusable element: lets keyboard users jump over the header and the menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      {t('Skip to main content')}
    </Link>
  );
}
