import { Alert, Portal, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
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

/** Outcome toasts (spec: auto-hide after 3000 ms). Messages are translated here. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
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
      {/*
        In a portal made when the toast shows: an open dialog hides the page behind it from
        screen readers (aria-hidden on its siblings), but not a node added after it opened.
      */}
      {toast !== null && (
        <Portal>
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
