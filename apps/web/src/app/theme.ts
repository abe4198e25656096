import type { Language } from '@chairside/domain';
import type { Direction, Theme } from '@mui/material/styles';
import createTheme from '@mui/material/styles/createThemeNoVars';
import { muiLocale } from './muiLocale';

const PRIMARY = '#1f6f8b';
const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 };
/** The focus ring drawn inside an entry of a list or menu, where an outside ring is clipped. */
export const INSET_FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: -2 };

/** A calm, dense, professional Material theme: small controls, teal-blue primary. */
export function createAppTheme(direction: Direction, language: Language): Theme {
  return createTheme(
    {
      direction,
      palette: {
        // Every colour names its light, dark and contrast text: MUI would otherwise work them out from
        // the main one on every page load (~20 ms of a laptop's CPU, ~80 ms of a phone's). theme.test.ts
        // checks they are what it would work out.
        primary: { main: PRIMARY, light: '#4f9bb5', dark: '#0f4c63', contrastText: '#ffffff' },
        secondary: { main: '#4a6fa5', light: '#6e8bb7', dark: '#334d73', contrastText: '#ffffff' },
        // MUI's orange fails AA contrast with white text on chips (On Leave, Low Stock): a darker amber passes.
        warning: { main: '#b45309', light: '#c3753a', dark: '#7d3a06', contrastText: '#ffffff' },
        // Likewise MUI's light blue (In Progress, Radiology chips): a deeper blue passes.
        info: { main: '#0369a1', light: '#3587b3', dark: '#024970', contrastText: '#ffffff' },
        // MUI's own red and green.
        error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#ffffff' },
        success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#ffffff' },
        background: { default: '#f4f7f9', paper: '#ffffff' },
        text: { primary: '#1d2b36', secondary: '#566573' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", sans-serif',
        fontSize: 13,
        h1: { fontSize: '2.4rem', fontWeight: 700 },
        h2: { fontSize: '1.9rem', fontWeight: 700 },
        h3: { fontSize: '1.5rem', fontWeight: 600 },
        h4: { fontSize: '1.3rem', fontWeight: 600 },
        h5: { fontSize: '1.15rem', fontWeight: 600 },
        h6: { fontSize: '1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // Where keyboard focus is, at a glance: a 2 px ring in the primary colour (5.6:1 on white, 5.2:1
        // on the page's grey), outside the control so that a filled button keeps its own colours.
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
        // Inside scrolling lists, menus and tab bars the ring is drawn within the entry, where nothing clips it.
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } } },
        MuiMenuItem: {
          defaultProps: { dense: true },
          styleOverrides: { root: { '&.Mui-focusVisible': INSET_FOCUS_RING } },
        },
        // A toggle's words stay 4.5:1 and more when hovered: unpressed in the secondary text colour (MUI's
        // 54 % black is 4.49:1), pressed in the darker primary (the primary is 4.4:1 on its hovered tint).
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              color: theme.palette.text.secondary,
              '&.Mui-selected': { color: theme.palette.primary.dark },
            }),
          },
        },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiFormControl: { defaultProps: { size: 'small' } },
        MuiSelect: { defaultProps: { size: 'small' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiIconButton: { defaultProps: { size: 'small' } },
        MuiTable: { defaultProps: { size: 'small' } },
        MuiList: { defaultProps: { dense: true } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde5ea' } } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiChip: { defaultProps: { size: 'small' } },
        // A form is disabled while it saves (and while a bill's preview is open over it): its labels and
        // helper texts stay readable in text.secondary, where MUI's disabled grey is 2.7:1 on paper.
        MuiFormLabel: {
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
        },
        MuiFormHelperText: {
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
        },
      },
    },
    muiLocale(language),
  );
}
