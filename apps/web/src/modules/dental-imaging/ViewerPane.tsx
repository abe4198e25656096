import Add from '@mui/icons-material/Add';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Remove from '@mui/icons-material/Remove';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useTranslation } from '../../i18n/useTranslation';
import { type DentalImage, previewUrl } from './api';

/** How the picture is drawn: CSS filters on the browser's own decoding of the JPEG or PNG. */
export interface Adjustments {
  /** Per cent, 100 as taken. */
  brightness: number;
  contrast: number;
  invert: boolean;
}

export const filterOf = (a: Adjustments): string =>
  `brightness(${a.brightness}%) contrast(${a.contrast}%)${a.invert ? ' invert(1)' : ''}`;

/**
 * One image at full size, zoomed and panned with react-zoom-pan-pinch (wheel,
 * drag, pinch, double click, and the buttons), its zoom said as a percentage.
 */
export function ViewerPane({
  image,
  caption,
  adjustments,
}: {
  image: DentalImage;
  caption: string;
  adjustments: Adjustments;
}) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  return (
    <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }} spacing={1}>
      <TransformWrapper
        key={image.id}
        minScale={0.5}
        maxScale={12}
        centerOnInit
        doubleClick={{ mode: 'toggle' }}
        onTransform={(_, state) => setScale(state.scale)}
      >
        {({ zoomIn, zoomOut, resetTransform }) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" component="p" sx={{ flex: 1, minWidth: 0 }} noWrap title={caption}>
                {caption}
              </Typography>
              <Tooltip title={t('Zoom out')}>
                <IconButton aria-label={t('Zoom out')} onClick={() => zoomOut(0.5)} size="small">
                  <Remove />
                </IconButton>
              </Tooltip>
              <Typography variant="body2" aria-live="polite" sx={{ minWidth: 88, textAlign: 'center' }}>
                {t('Zoom {{percent}}%', { percent: Math.round(scale * 100) })}
              </Typography>
              <Tooltip title={t('Zoom in')}>
                <IconButton aria-label={t('Zoom in')} onClick={() => zoomIn(0.5)} size="small">
                  <Add />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('Fit to screen')}>
                <IconButton aria-label={t('Fit to screen')} onClick={() => resetTransform()} size="small">
                  <CenterFocusStrongOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
            <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
              {image.previewAvailable ? (
                <TransformComponent
                  wrapperStyle={{ width: '100%', height: '100%' }}
                  contentStyle={{ width: '100%', height: '100%', justifyContent: 'center', alignItems: 'center' }}
                >
                  <img
                    src={previewUrl(image.id)}
                    alt={caption}
                    data-testid="viewer-image"
                    style={{
                      maxWidth: '100%',
                      maxHeight: '100%',
                      objectFit: 'contain',
                      filter: filterOf(adjustments),
                    }}
                  />
                </TransformComponent>
              ) : (
                <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'grey.300' }}>
                  <Typography>{t('Preview not available')}</Typography>
                  <Typography variant="body2">{t('Download the file to open it in your imaging software.')}</Typography>
                </Stack>
              )}
            </Box>
          </>
        )}
      </TransformWrapper>
    </Stack>
  );
}
