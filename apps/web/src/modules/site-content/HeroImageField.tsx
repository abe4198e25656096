import { acceptAttribute, IMAGE_FILE_TYPES, type SitePicture } from '@chairside/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { del, postForm } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';
import { siteQuery } from '../../site/siteQuery';

/** The hero's picture on /homepage: upload (JPEG or PNG, checked from its bytes by the server) or remove. */
export function HeroImageField({ image }: { image: SitePicture | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await siteQuery.refetch();
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    void run(() => postForm('/site/hero-image', form), 'Home page updated successfully.');
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('Hero Image')}
        </Typography>
        {image ? (
          <Box
            component="img"
            src={image.small}
            alt={t('Hero Image')}
            sx={{ maxWidth: 240, borderRadius: 1, display: 'block', mb: 1 }}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>
            {t('No image: the hero shows the brand colours.')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadOutlined />} disabled={busy}>
            {t('Upload Image')}
            <input
              hidden
              type="file"
              accept={acceptAttribute(IMAGE_FILE_TYPES)}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) upload(file);
              }}
            />
          </Button>
          {image && (
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => void run(() => del('/site/hero-image'), 'Home page updated successfully.')}
            >
              {t('Remove')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
