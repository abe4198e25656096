import { CacheProvider } from '@emotion/react';
import { CssBaseline, GlobalStyles, useMediaQuery } from '@mui/material';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { type ReactNode, useEffect, useMemo } from 'react';
import { isRtl, toLanguage } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { emotionCacheFor } from './emotionCache';
import { REDUCED_MOTION_QUERY, REDUCED_MOTION_STYLES, withReducedMotion } from './motion';
import { createAppTheme } from './theme';

/**
 * Theme and direction follow the interface language: Arabic
 * switches the document, the MUI theme and the emotion cache to right-to-left. Dates follow it in
 * `DateLocalization`, around the shell and the booking page. A system set to reduce motion gets
 * a theme without transitions or ripples.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => {
    const base = createAppTheme(direction, language);
    return reducedMotion ? withReducedMotion(base) : base;
  }, [direction, language, reducedMotion]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={REDUCED_MOTION_STYLES} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
