import { Alert, Portal, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Severity = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  message: string;
  severity: Severity;
}
interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

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

/** Outcome toasts (spec: auto-hide after 3000 ms). Messages are translated here. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const host = useToastHost(toast?.id ?? null);
  const show = useCallback((severity: Severity, message: string) => {
    setToast({ id: Date.now(), severity, message });
  }, []);
  const value = useMemo<ToastApi>(
    () => ({
      success: (m) => show('success', m),
      error: (m) => show('error', m),
      info: (m) => show('info', m),
      warning: (m) => show('warning', m),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast !== null && host !== null && (
        <Portal container={host}>
          <Snackbar
            key={toast?.id}
            open={toast !== null}
            autoHideDuration={3000}
            onClose={(_, reason) => reason !== 'clickaway' && setToast(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            <Alert severity={toast?.severity ?? 'info'} variant="filled" onClose={() => setToast(null)} role="status">
              {toast ? t(toast.message) : ''}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
