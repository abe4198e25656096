import { frFR } from '@mui/x-data-grid/locales';

export default frFR.components.MuiDataGrid.defaultProps.localeText;
