import { Alert, Portal, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

/**
 * A node of its own at the end of the page for the toast `id`, kept readable
 * by screen readers. An open dialog hides the page's other nodes from them
 * (aria-hidden), and MUI hides them again when a dialog closes over another
 * one: a payment saved from a dialog over the invoice says so in a toast, and
 * closing that dialog would silence it. A toast is a status message: it stays heard.
 */
function useToastHost(id: number | null): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (id === null) return;
    const node = document.createElement('div');
    document.body.appendChild(node);
    const keepHeard = new MutationObserver(() => {
      if (node.hasAttribute('aria-hidden')) node.removeAttribute('aria-hidden');
    });
    keepHeard.observe(node, { attributes: true, attributeFilter: ['aria-hidden'] });
    setHost(node);
    return () => {
      keepHeard.disconnect();
      node.remove();
      setHost(null);
    };
  }, [id]);
  return host;
}

/** The toast on screen (auto-hides after 3000 ms), its message translated here. */
export default function ToastSnackbar({ toast, onClose }: { toast: Toast; onClose(): void }) {
  const { t } = useTranslation();
  const host = useToastHost(toast.id);
  if (host === null) return null;
  return (
    <Portal container={host}>
      <Snackbar
        key={toast.id}
        open
        autoHideDuration={3000}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast.severity} variant="filled" onClose={onClose} role="status">
          {t(toast.message)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
