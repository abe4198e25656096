import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';

export interface ConfirmDialogProps {
  open: boolean;
  /** English text (translated here), like every label of this dialog. */
  title?: string;
  message: string;
  /** Values of the message's placeholders: `{ name: 'Gauze' }` for `Delete "{{name}}"?`. */
  values?: Record<string, string | number>;
  /** Data shown under the message as is (the name of the record concerned). */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The action destroys something: the confirm button is red. */
  destructive?: boolean;
  /** The action is running: buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before doing something that cannot be undone. The safe choice has the focus. */
export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  values,
  detail,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t(message, values ?? {})}</DialogContentText>
        {detail && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}>
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t(cancelLabel)}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
