import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';

/** Spec 002: the copy button says 'Copied!' for 1.5 s. */
export const COPIED_MS = 1500;

/** A telemedicine visit's call: join it in a new tab, or copy its address to send to the patient. */
export function MeetingLinkActions({ link }: { link: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error(t('The link could not be copied: select it and copy it by hand.'));
    }
  };

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        variant="contained"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<VideocamOutlined />}
      >
        {t('Join Call')}
      </Button>
      <Button variant="outlined" onClick={copy} startIcon={<ContentCopyOutlined />} aria-live="polite">
        {copied ? t('Copied!') : t('Copy link')}
      </Button>
    </Stack>
  );
}
