/** The halves of MUI's createTheme and ThemeProvider without CSS variables (see muiWithoutCssVars.ts). */
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}
declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { Theme } from '@mui/material/styles';
  import type { ReactElement, ReactNode } from 'react';
  export default function ThemeProviderNoVars(props: { theme: Theme; children?: ReactNode }): ReactElement;
}
