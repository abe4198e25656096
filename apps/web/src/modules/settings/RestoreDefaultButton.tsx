import RestartAlt from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../resources/ConfirmDialog';

interface RestoreDefaultButtonProps {
  /** English confirmation text (translated by the dialog). */
  message: string;
  onRestore(): Promise<unknown>;
}

/** "Restore Default", after a confirmation. */
export function RestoreDefaultButton({ message, onRestore }: RestoreDefaultButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onRestore();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button startIcon={<RestartAlt />} onClick={() => setOpen(true)}>
        {t('Restore Default')}
      </Button>
      <ConfirmDialog
        open={open}
        title="Restore Default"
        message={message}
        confirmLabel="Restore Default"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
