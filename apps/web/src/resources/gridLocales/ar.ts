import { arSD } from '@mui/x-data-grid/locales';

export default arSD.components.MuiDataGrid.defaultProps.localeText;
