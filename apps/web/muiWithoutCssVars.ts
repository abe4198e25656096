import { fileURLToPath } from 'node:url';

/**
 * MUI's `createTheme` and `ThemeProvider` carry its CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, InitColorSchemeScript: ~10 KiB of gzipped JavaScript on every page) for apps
 * that opt into CSS variables; Chairside does not. Their plain halves, which they call for such a
 * theme anyway, are files of @mui/material its package exports do not name: these aliases let the
 * web app (and its unit tests) import them. Types: src/types/mui-without-css-vars.d.ts.
 */
const stylesDir = fileURLToPath(new URL('.', import.meta.resolve('@mui/material/styles')));

export const MUI_WITHOUT_CSS_VARS = {
  '@mui/material/styles/createThemeNoVars': `${stylesDir}createThemeNoVars.mjs`,
  '@mui/material/styles/ThemeProviderNoVars': `${stylesDir}ThemeProviderNoVars.mjs`,
};
