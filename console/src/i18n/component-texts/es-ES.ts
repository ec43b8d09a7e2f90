export { esES as default } from '@mui/material/locale';
