export { frFR as default } from '@mui/material/locale';
