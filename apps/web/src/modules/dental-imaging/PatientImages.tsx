import { dentalImages } from '@chairside/domain';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormatContext } from '../../resources/useFormatContext';
import { AddImageDialog } from './AddImageDialog';
import { usePatientImages } from './api';
import { imageCaption } from './caption';
import { ThumbnailButton, useImageScreens } from './DentalImagingPage';

const STATUS_COLORS = dentalImages.fields.status.colors ?? {};

/** The Images tab of a patient's page: their images newest first, as thumbnails, with Add and the preview. */
export function PatientImages({ patient, archived }: { patient: number; archived: boolean }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const images = usePatientImages(patient);
  const [adding, setAdding] = useState(false);
  const { view, screens } = useImageScreens();
  const newestFirst = [...(images.data ?? [])].reverse();
  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('Images')}
        </Typography>
        {can(dentalImages.permissions.write) && !archived && (
          <Button variant="contained" startIcon={<AddPhotoAlternateOutlined />} onClick={() => setAdding(true)}>
            {t('Add Dental Image')}
          </Button>
        )}
      </Stack>
      {images.isPending && <Skeleton variant="rectangular" height={160} aria-label={t('Loading…')} />}
      {images.isError && <Alert severity="error">{t('The images could not be loaded.')}</Alert>}
      {images.data && !newestFirst.length && (
        <Typography color="text.secondary">{t('No dental images found.')}</Typography>
      )}
      <Box
        component="ul"
        aria-label={t('Images')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {newestFirst.map((image) => (
          <Box component="li" key={image.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1 }}>
            <ThumbnailButton image={image} onOpen={() => view(image)} height={135} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {imageCaption(image, ctx)}
            </Typography>
            <Chip
              size="small"
              label={t(image.status)}
              color={STATUS_COLORS[image.status] ?? 'default'}
              sx={{ mt: 0.5 }}
            />
          </Box>
        ))}
      </Box>
      {adding && <AddImageDialog open patient={patient} onClose={() => setAdding(false)} />}
      {screens}
    </Box>
  );
}
