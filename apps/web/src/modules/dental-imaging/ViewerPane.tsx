import Add from '@mui/icons-material/Add';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Remove from '@mui/icons-material/Remove';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import { Box, IconButton, Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { useTranslation } from '../../i18n/useTranslation';
import { type DentalImage, previewUrl } from './api';
import { lengthBetween, type PicturePoint, parseSpacing } from './measure';

/** How the picture is drawn: CSS filters on the browser's own decoding of the JPEG or PNG. */
export interface Adjustments {
  /** Per cent, 100 as taken. */
  brightness: number;
  contrast: number;
  invert: boolean;
}

export const filterOf = (a: Adjustments): string =>
  `brightness(${a.brightness}%) contrast(${a.contrast}%)${a.invert ? ' invert(1)' : ''}`;

/** Cornerstone3D and its DICOM loader: loaded only when a DICOM file is opened. */
const DicomPane = lazy(() => import('./DicomPane'));

/**
 * One image at full size: a DICOM file in Cornerstone3D (window/level on its own
 * values), any other picture as the browser draws it.
 */
export function ViewerPane(props: { image: DentalImage; caption: string; adjustments: Adjustments }) {
  const { t } = useTranslation();
  const file = props.image.image[0];
  if (file?.type !== 'application/dicom') return <PicturePane {...props} />;
  return (
    <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <Suspense fallback={<Typography variant="body2">{t('Loading the DICOM file…')}</Typography>}>
        <DicomPane
          imageId={props.image.id}
          file={file}
          caption={props.caption}
          filter={filterOf(props.adjustments)}
          pixelSpacing={props.image.pixelSpacing}
        />
      </Suspense>
    </Stack>
  );
}

/**
 * A picture at full size, zoomed and panned with react-zoom-pan-pinch (wheel,
 * drag, pinch, double click, and the buttons), its zoom said as a percentage.
 */
function PicturePane({
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
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<PicturePoint[]>([]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // Where the picture is drawn in its pane (layout pixels, before the zoom): the marks are laid over it.
  const [box, setBox] = useState<{ left: number; top: number; width: number; height: number } | null>(null);
  const spacing = parseSpacing(image.pixelSpacing);
  const [a, b] = points;
  const length = a && b ? lengthBetween(a, b, spacing) : null;
  // A click on the picture, in the picture's own pixels whatever the zoom: its drawn box is scaled with it.
  // The zoom library leaves a picture's own pointer events off: the click comes to the box around it.
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    const img = e.currentTarget.querySelector('img');
    if (!measuring || !size || !img) return;
    const box = img.getBoundingClientRect();
    if (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom) return;
    const point = {
      x: ((e.clientX - box.left) / box.width) * size.width,
      y: ((e.clientY - box.top) / box.height) * size.height,
    };
    setPoints((p) => (p.length >= 2 ? [point] : [...p, point]));
  };
  return (
    <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }} spacing={1}>
      <TransformWrapper
        key={image.id}
        panning={{ disabled: measuring }}
        doubleClick={{ disabled: measuring, mode: 'toggle' }}
        minScale={0.5}
        maxScale={12}
        centerOnInit
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
              <Tooltip
                title={
                  spacing ? t('Measure a length (mm, from the file’s pixel spacing)') : t('Measure a length (pixels)')
                }
              >
                <ToggleButton
                  value="measure"
                  size="small"
                  selected={measuring}
                  onChange={() => {
                    setMeasuring((m) => !m);
                    setPoints([]);
                  }}
                  aria-label={t('Measure')}
                  sx={{ border: 0 }}
                >
                  <StraightenOutlined fontSize="small" />
                </ToggleButton>
              </Tooltip>
              <Tooltip title={t('Fit to screen')}>
                <IconButton aria-label={t('Fit to screen')} onClick={() => resetTransform()} size="small">
                  <CenterFocusStrongOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
            {measuring && (
              <Typography variant="body2" aria-live="polite" data-testid="measure-result">
                {length
                  ? t('Length {{value}} {{unit}}', { value: length.value, unit: length.unit })
                  : t('Click two points on the picture to measure.')}
              </Typography>
            )}
            <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
              {image.previewAvailable ? (
                <TransformComponent
                  wrapperStyle={{ width: '100%', height: '100%' }}
                  contentStyle={{ width: '100%', height: '100%', justifyContent: 'center', alignItems: 'center' }}
                >
                  <Box
                    sx={{
                      position: 'relative',
                      width: '100%',
                      height: '100%',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                    onClick={pick}
                  >
                    <img
                      src={previewUrl(image.id)}
                      alt={caption}
                      data-testid="viewer-image"
                      onLoad={(e) => {
                        const img = e.currentTarget;
                        setSize({ width: img.naturalWidth, height: img.naturalHeight });
                        setBox({
                          left: img.offsetLeft,
                          top: img.offsetTop,
                          width: img.offsetWidth,
                          height: img.offsetHeight,
                        });
                      }}
                      style={{
                        maxWidth: '100%',
                        maxHeight: '100%',
                        objectFit: 'contain',
                        filter: filterOf(adjustments),
                        cursor: measuring ? 'crosshair' : undefined,
                      }}
                    />
                    {size && box && points.length > 0 && (
                      <svg
                        viewBox={`0 0 ${size.width} ${size.height}`}
                        preserveAspectRatio="none"
                        aria-hidden
                        style={{ position: 'absolute', ...box, pointerEvents: 'none' }}
                      >
                        {a && b && (
                          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#ffeb3b" strokeWidth={size.width / 300} />
                        )}
                        {points.map((p) => (
                          <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r={size.width / 150} fill="#ffeb3b" />
                        ))}
                      </svg>
                    )}
                  </Box>
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
