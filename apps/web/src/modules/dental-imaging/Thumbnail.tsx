import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { type DentalImage, thumbnailUrl } from './api';

/** The server-made thumbnail of an image, or a plain "Preview not available" box of the same size. */
export function Thumbnail({ image, alt, height = 44 }: { image: DentalImage; alt: string; height?: number }) {
  const { t } = useTranslation();
  const width = Math.round((height * 4) / 3);
  if (!image.previewAvailable)
    return (
      <Box
        sx={{
          width,
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          color: 'text.secondary',
        }}
        title={t('Preview not available')}
      >
        <ImageNotSupportedOutlined fontSize="small" aria-hidden />
        {height >= 80 && <Typography variant="caption">{t('Preview not available')}</Typography>}
        {height < 80 && (
          <Box component="span" sx={visuallyHidden}>
            {t('Preview not available')}
          </Box>
        )}
      </Box>
    );
  return (
    <Box
      component="img"
      src={thumbnailUrl(image.id)}
      alt={alt}
      loading="lazy"
      sx={{ width, height, objectFit: 'cover', borderRadius: 1, bgcolor: 'common.black', display: 'block' }}
    />
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
