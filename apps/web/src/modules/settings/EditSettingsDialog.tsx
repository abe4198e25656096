import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface EditSettingsDialogProps {
  open: boolean;
  onClose(): void;
  /** The id of the <form> inside, which the Save button submits. */
  formId: string;
  saving: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** Spec 000 §2.10: the "Edit Settings" dialog, with Save and Close. */
export function EditSettingsDialog({ open, onClose, formId, saving, wide = false, children }: EditSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
    >
      <DialogTitle id={titleId}>{t('Edit Settings')}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('Close')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={saving}>
          {t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
