import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthContext';
import { ToastProvider } from '../shell/toast';
import { ClinicLanguage } from './ClinicLanguage';
import { LocalizedTheme } from './LocalizedTheme';

/** Everything the screens rely on: theme and direction, dates, toasts and the signed-in user. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LocalizedTheme>
      <ToastProvider>
        <AuthProvider>
          <ClinicLanguage />
          {children}
        </AuthProvider>
      </ToastProvider>
    </LocalizedTheme>
  );
}
