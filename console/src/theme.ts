import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { LocaleTag } from './i18n';

const componentLocales: Record<LocaleTag, typeof enUS> = { 'en-US': enUS, 'en-CA': enUS, 'es-ES': esES };

export const createAppTheme = (locale: LocaleTag): Theme =>
  createTheme(
    {
      palette: {
        primary: { main: '#1565c0' },
        secondary: { main: '#6a1b9a' },
        background: { default: '#f6f8fb' },
      },
      shape: { borderRadius: 8 },
      typography: {
        h3: { fontSize: 'clamp(2rem, 5vw, 3rem)' },
        h4: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 600 },
      },
      components: {
        MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      },
    },
    componentLocales[locale],
  );
