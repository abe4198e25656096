import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, esES, frFR } from '@mui/x-data-grid/locales';

const LOCALES: Record<string, Partial<GridLocaleText>> = {
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

/** The Data Grid's own texts (pagination, selection, column menu) in the interface language; English is built in. */
export const gridLocaleText = (language: string): Partial<GridLocaleText> | undefined => LOCALES[language];
