import { esES } from '@mui/x-data-grid/locales';

export default esES.components.MuiDataGrid.defaultProps.localeText;
