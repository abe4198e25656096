import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { toDataURL, toString as toSvg } from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { saveBlob } from '../../resources/download';
import { GENERIC_ERROR } from '../../resources/errors';
import type { ResourceRecord } from '../../resources/types';
import { equipmentLink } from './api';

interface QrCodeDialogProps {
  record: ResourceRecord;
  onClose(): void;
}

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A file name from the equipment's name: `qr-dental-chair-surgery-1.png`. */
const fileName = (name: string, ext: string): string =>
  `qr-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'equipment'
  }.${ext}`;

/** The PNG of a `data:image/png;base64,…` address (the page may not fetch data: addresses). */
function pngBlob(dataUrl: string): Blob {
  const bytes = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return new Blob([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], { type: 'image/png' });
}

/** Prints the QR code with the equipment's name on a page of its own (a label to stick on the unit). */
function printLabel(image: string, name: string, link: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc || !frame.contentWindow) {
    frame.remove();
    return;
  }
  const page = doc.createElement('div');
  page.style.cssText = 'font-family:sans-serif;text-align:center;padding-top:48px';
  const img = doc.createElement('img');
  img.src = image;
  img.alt = name;
  img.style.width = '240px';
  const title = doc.createElement('h1');
  title.textContent = name;
  title.style.fontSize = '20px';
  const address = doc.createElement('p');
  address.textContent = link;
  address.style.fontSize = '11px';
  page.append(img, title, address);
  doc.body.append(page);
  img.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
}

/** The QR code of a piece of equipment: it opens the equipment's details here; save it as PNG or SVG, or print it. */
export function QrCodeDialog({ record, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = String(record.equipmentName ?? '');
  const link = equipmentLink(window.location.origin, record.id);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    toDataURL(link, { ...OPTIONS, width: 512 })
      .then((url) => live && setImage(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);

  const savePng = () => {
    if (image) saveBlob(fileName(name, 'png'), pngBlob(image));
  };
  const saveSvg = async () => {
    const svg = await toSvg(link, { ...OPTIONS, type: 'svg' });
    saveBlob(fileName(name, 'svg'), new Blob([svg], { type: 'image/svg+xml' }));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('QR Code')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>{name}</Typography>
        {failed ? (
          <Alert severity="error">{t(GENERIC_ERROR)}</Alert>
        ) : image ? (
          <Box
            component="img"
            src={image}
            alt={t('QR code that opens {{name}}', { name })}
            sx={{ width: 240, height: 240, display: 'block', mx: 'auto' }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: 240 }}>
            <CircularProgress aria-label={t('Loading…')} />
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('Scanning it opens:')}{' '}
          <Link href={link}>
            <bdi dir="ltr">{link}</bdi>
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<DownloadOutlined />} onClick={savePng} disabled={!image}>
          {t('Download PNG')}
        </Button>
        <Button startIcon={<DownloadOutlined />} onClick={() => void saveSvg()} disabled={!image}>
          {t('Download SVG')}
        </Button>
        <Button startIcon={<PrintOutlined />} onClick={() => image && printLabel(image, name, link)} disabled={!image}>
          {t('Print')}
        </Button>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
