import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl, toLanguage } from '../i18n';
import { emotionCacheFor } from './emotionCache';
import { createAppTheme } from './theme';

/**
 * Theme and direction follow the interface language: Arabic
 * switches the document, the MUI theme and the emotion cache to right-to-left. Dates follow it in
 * `DateLocalization`, around the shell and the booking page.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAppTheme(direction, language), [direction, language]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
