import { dentalImages } from '@chairside/domain';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import { Button, ButtonBase } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { CustomCells, RowAction } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import { useFormatContext } from '../../resources/useFormatContext';
import { AddImageDialog } from './AddImageDialog';
import type { DentalImage } from './api';
import { imageCaption } from './caption';
import { ReviewDialog } from './ReviewDialog';
import { Thumbnail } from './Thumbnail';

// The viewer (zoom and pan) is its own chunk: the list loads it when an image is first opened.
const ImageViewer = lazy(() => import('./ImageViewer'));

/** The image a row action or a thumbnail opens, and what it opens it for. */
export function useImageScreens() {
  const [viewing, setViewing] = useState<DentalImage | null>(null);
  const [reviewing, setReviewing] = useState<{ image: DentalImage; status: 'Reviewed' | 'Flagged' } | null>(null);
  const ctx = useFormatContext();
  const screens = (
    <>
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer image={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      {reviewing && (
        <ReviewDialog
          image={reviewing.image}
          status={reviewing.status}
          subject={`${reviewing.image.labels?.patient ?? ''} · ${imageCaption(reviewing.image, ctx)}`}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
  return { view: setViewing, review: setReviewing, screens };
}

/** The thumbnail cell: a button that opens the preview, named for the image. */
export function ThumbnailButton({ image, onOpen, height }: { image: DentalImage; onOpen(): void; height?: number }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const caption = imageCaption(image, ctx);
  return (
    <ButtonBase
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      aria-label={t('Open {{image}}', { image: caption })}
      sx={{ borderRadius: 1 }}
    >
      <Thumbnail image={image} alt={caption} height={height} />
    </ButtonBase>
  );
}

/**
 * Spec 002 "Dental Imaging" (/dental-imaging): the generic grid with a
 * thumbnail per row (8 a page), its filters and date range, Add Dental Image
 * (several files, dropped or browsed), the preview, and the review.
 */
export default function DentalImagingPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(dentalImages.permissions.write);
  const [adding, setAdding] = useState(false);
  const { view, review, screens } = useImageScreens();
  const cells = useMemo<CustomCells>(
    () => ({ image: (r) => <ThumbnailButton image={r as DentalImage} onOpen={() => view(r as DentalImage)} /> }),
    [view],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { label: 'Open Preview', icon: <ZoomInOutlined />, onClick: (r) => view(r as DentalImage) },
      { label: 'Mark Reviewed', writes: true, onClick: (r) => review({ image: r as DentalImage, status: 'Reviewed' }) },
      { label: 'Flag', writes: true, onClick: (r) => review({ image: r as DentalImage, status: 'Flagged' }) },
    ],
    [view, review],
  );
  return (
    <>
      <ResourcePage
        def={dentalImages}
        cells={cells}
        rowActions={rowActions}
        toolbar={() =>
          canWrite ? (
            <Button variant="contained" startIcon={<AddPhotoAlternateOutlined />} onClick={() => setAdding(true)}>
              {t('Add Dental Image')}
            </Button>
          ) : null
        }
      />
      {adding && <AddImageDialog open onClose={() => setAdding(false)} />}
      {screens}
    </>
  );
}
