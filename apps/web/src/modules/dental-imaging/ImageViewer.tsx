import { dentalImages } from '@chairside/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  FormControlLabel,
  IconButton,
  MenuItem,
  Slider,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { downloadFile } from '../../resources/files/api';
import { useFormatContext } from '../../resources/useFormatContext';
import { type DentalImage, usePatientImages } from './api';
import { imageCaption } from './caption';
import { ReviewDialog } from './ReviewDialog';
import { type Adjustments, ViewerPane } from './ViewerPane';

const STATUS_COLORS = dentalImages.fields.status.colors ?? {};
const NEUTRAL: Adjustments = { brightness: 100, contrast: 100, invert: false };

/**
 * The preview of a patient's images: full size, zoom and pan, brightness,
 * contrast and invert, previous / next through the patient's series (oldest
 * first, arrow keys too), another image beside it to compare dates, and the
 * review. A chunk of its own: the list pages do not load it.
 */
export default function ImageViewer({ image, onClose }: { image: DentalImage; onClose(): void }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const titleId = useId();
  const series = usePatientImages(image.patient).data ?? [image];
  const [currentId, setCurrentId] = useState(image.id);
  const [compareId, setCompareId] = useState<number | null>(null);
  const [adjust, setAdjust] = useState<Adjustments>(NEUTRAL);
  const [review, setReview] = useState<'Reviewed' | 'Flagged' | null>(null);
  const index = Math.max(
    0,
    series.findIndex((i) => i.id === currentId),
  );
  const current = series[index] ?? image;
  const compared = compareId === null ? undefined : series.find((i) => i.id === compareId);
  const canWrite = can(dentalImages.permissions.write) && !current.archivedAt;
  const step = (by: number) => {
    const next = series[index + by];
    if (next) setCurrentId(next.id);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (review || (e.target instanceof HTMLElement && e.target.closest('input, textarea, [role="slider"]'))) return;
      if (e.key === 'PageDown') step(1);
      if (e.key === 'PageUp') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const patientName = current.labels?.patient ?? '';
  const caption = (i: DentalImage) => imageCaption(i, ctx);
  const file = current.image[0];

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <Stack sx={{ height: '100%', p: 2 }} spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {t('{{patient}}: image {{n}} of {{count}}', {
              patient: patientName,
              n: index + 1,
              count: series.length,
            })}
          </Typography>
          <Chip
            label={t(current.status)}
            color={STATUS_COLORS[current.status] ?? 'default'}
            size="small"
            data-testid="viewer-status"
          />
          <Tooltip title={t('Previous image')}>
            <span>
              <IconButton aria-label={t('Previous image')} onClick={() => step(-1)} disabled={index === 0}>
                <ChevronLeft />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('Next image')}>
            <span>
              <IconButton aria-label={t('Next image')} onClick={() => step(1)} disabled={index >= series.length - 1}>
                <ChevronRight />
              </IconButton>
            </span>
          </Tooltip>
          <TextField
            select
            size="small"
            label={t('Compare with')}
            value={compareId ?? ''}
            onChange={(e) => setCompareId(e.target.value === '' ? null : Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('None')}</MenuItem>
            {series
              .filter((i) => i.id !== current.id)
              .map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {caption(i)}
                </MenuItem>
              ))}
          </TextField>
          {file && (
            <Button
              startIcon={<DownloadOutlined />}
              onClick={() => void downloadFile(dentalImages.name, current.id, file.id)}
            >
              {t('Download')}
            </Button>
          )}
          {canWrite && (
            <>
              <Button variant="contained" color="success" onClick={() => setReview('Reviewed')}>
                {t('Mark Reviewed')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setReview('Flagged')}>
                {t('Flag')}
              </Button>
            </>
          )}
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Box sx={{ width: 200 }}>
            <Typography variant="caption" id={`${titleId}-brightness`}>
              {t('Brightness')}
            </Typography>
            <Slider
              size="small"
              min={20}
              max={300}
              value={adjust.brightness}
              onChange={(_, v) => setAdjust((a) => ({ ...a, brightness: Number(v) }))}
              aria-labelledby={`${titleId}-brightness`}
              valueLabelDisplay="auto"
            />
          </Box>
          <Box sx={{ width: 200 }}>
            <Typography variant="caption" id={`${titleId}-contrast`}>
              {t('Contrast')}
            </Typography>
            <Slider
              size="small"
              min={20}
              max={300}
              value={adjust.contrast}
              onChange={(_, v) => setAdjust((a) => ({ ...a, contrast: Number(v) }))}
              aria-labelledby={`${titleId}-contrast`}
              valueLabelDisplay="auto"
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={adjust.invert} onChange={(_, invert) => setAdjust((a) => ({ ...a, invert }))} />}
            label={t('Invert')}
          />
          <Button size="small" onClick={() => setAdjust(NEUTRAL)}>
            {t('Reset')}
          </Button>
          {current.flagReason ? (
            <Typography variant="body2" color="error" role="note">
              {String(current.flagReason)}
            </Typography>
          ) : null}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
          <ViewerPane image={current} caption={caption(current)} adjustments={adjust} />
          {compared && <ViewerPane image={compared} caption={caption(compared)} adjustments={adjust} />}
        </Stack>
      </Stack>
      {review && (
        <ReviewDialog
          image={current}
          status={review}
          subject={`${patientName} · ${caption(current)}`}
          onClose={() => setReview(null)}
        />
      )}
    </Dialog>
  );
}
