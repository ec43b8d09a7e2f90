import { createSvgIcon } from '@mui/material/utils';

// Material's "Remove" and "Fit screen", inlined like layout/icons.tsx (no icon package).
export const RemoveIcon = createSvgIcon(<path d="M19 13H5v-2h14z" />, 'Remove');
export const FitScreenIcon = createSvgIcon(
  <path d="M17 4h3c1.1 0 2 .9 2 2v2h-2V6h-3zM4 8V6h3V4H4c-1.1 0-2 .9-2 2v2zm16 8v2h-3v2h3c1.1 0 2-.9 2-2v-2zM7 18H4v-2H2v2c0 1.1.9 2 2 2h3zM18 8H6v8h12z" />,
  'FitScreen',
);
