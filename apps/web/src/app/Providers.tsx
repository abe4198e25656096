import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/AuthContext';
import { ToastProvider } from '../shell/toast';
import { ClinicLanguage } from './ClinicLanguage';
import { LocalizedTheme } from './LocalizedTheme';
import { queryClient } from './queryClient';

/** Everything the screens rely on: data cache, theme and direction, dates, toasts and the signed-in user. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocalizedTheme>
        <ToastProvider>
          <AuthProvider>
            <ClinicLanguage />
            {children}
          </AuthProvider>
        </ToastProvider>
      </LocalizedTheme>
    </QueryClientProvider>
  );
}
