import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormatContext } from '../../resources/useFormatContext';
import { PatientChart } from '../chart/PatientChart';
import { type DentalImage, usePatientImages } from './api';
import { imageCaption } from './caption';
import { ThumbnailButton, useImageScreens } from './DentalImagingPage';

const teethOf = (image: DentalImage): string[] =>
  Array.isArray(image.teeth) ? (image.teeth as { tooth?: string }[]).map((r) => r.tooth ?? '').filter(Boolean) : [];

/**
 * The patient's chart with their images: a mark on each tooth an image shows,
 * and the selected tooth's images, newest first, under it (a click opens the
 * preview). The chart itself is the chart module's.
 */
export function ChartWithImages({ patient, patientName }: { patient: number; patientName: string }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const images = usePatientImages(patient);
  const { view, screens } = useImageScreens();
  const marked = useMemo(() => new Set((images.data ?? []).flatMap(teethOf)), [images.data]);
  const ofTooth = (tooth: string) => [...(images.data ?? [])].filter((i) => teethOf(i).includes(tooth)).reverse();
  return (
    <>
      <PatientChart
        patient={patient}
        patientName={patientName}
        marked={marked}
        markLabel={t('has images')}
        toothExtra={(tooth) => {
          const list = ofTooth(tooth);
          if (!list.length) return null;
          return (
            <Box component="section" aria-label={t('Images of this tooth')} sx={{ mt: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('Images of this tooth')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {list.map((image) => (
                  <Box component="li" key={image.id}>
                    <ThumbnailButton image={image} onOpen={() => view(image)} height={90} />
                    <Typography variant="caption" component="p">
                      {imageCaption(image, ctx)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          );
        }}
      />
      {screens}
    </>
  );
}
