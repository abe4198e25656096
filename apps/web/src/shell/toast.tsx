import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { Severity, Toast } from './ToastSnackbar';

// The snackbar's code (MUI Snackbar, its transitions and click-away listener) comes with the first
// toast on the public pages (the admin shell's chunk holds it). Should it fail to load, the toast is
// not shown rather than the page torn down.
const ToastSnackbar = lazy(() => import('./ToastSnackbar').catch(() => ({ default: () => null })));

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Outcome toasts (spec: auto-hide after 3000 ms). Messages are translated here. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const close = useCallback(() => setToast(null), []);
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
      {toast !== null && (
        <Suspense fallback={null}>
          <ToastSnackbar toast={toast} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
