import { fileURLToPath } from 'node:url';
import { normalizePath } from 'vite';

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

/**
 * MUI's Box, Grid and Skeleton make their fallback theme with `createTheme()` at import, which keeps
 * its CSS-variables half (createThemeWithVars, ~5 KiB gzipped) in the entry of every page. Called
 * without `cssVariables` or `colorSchemes`, as everything in this app calls it, createTheme returns
 * `createThemeNoVars(options, ...args)` and nothing else: in the web build it is just that (and says
 * so, rather than build another theme, if a call ever asks for CSS variables).
 */
export function createThemeWithoutCssVars() {
  const createThemeFile = normalizePath(`${stylesDir}createTheme.mjs`);
  return {
    name: 'chairside-mui-create-theme-without-css-vars',
    load(id: string) {
      if (normalizePath(id) !== createThemeFile) return null;
      return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('The web build has no CSS-variables themes (apps/web/muiWithoutCssVars.ts)');
  return createThemeNoVars(options, ...args);
}`;
    },
  };
}
