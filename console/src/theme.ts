import { createTheme, type Theme } from '@mui/material/styles';
import { componentTextsOf, type LocaleTag } from './i18n';

const PRIMARY = '#1565c0';

/** What the user's system asks of the console beyond its language. */
export interface ThemePreferences {
  /** `prefers-reduced-motion: reduce`: no transitions and no ripples, so nothing on screen moves unasked. */
  reducedMotion?: boolean;
}

/** MUI reads every duration from `transitions.create`; answering 'none' stops them all at once. */
const still = { transitions: { create: () => 'none' } };

export const createAppTheme = (locale: LocaleTag, { reducedMotion = false }: ThemePreferences = {}): Theme =>
  createTheme(
    {
      ...(reducedMotion ? still : {}),
      palette: {
        primary: { main: PRIMARY },
        secondary: { main: '#6a1b9a' },
        // MUI's own tones give white text 3.2:1 (warning) and 3.9:1 (info) on a filled chip, and the
        // same on white for outlined ones; these darker tones of the same hue pass WCAG AA (4.5:1) both ways.
        warning: { main: '#b74d00', contrastText: '#fff' },
        info: { main: '#0270b0', contrastText: '#fff' },
        background: { default: '#f6f8fb' },
      },
      shape: { borderRadius: 8 },
      typography: {
        h3: { fontSize: 'clamp(2rem, 5vw, 3rem)' },
        h4: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 600 },
      },
      components: {
        ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
        MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
        MuiInputBase: {
          styleOverrides: {
            // A datetime-local field's focus moves between its own parts (month, day, hour...), whose
            // faint highlight is the only sign of it: a ring round the whole field shows every stop.
            root: { '&.Mui-focused:has(> input[type="datetime-local"])': { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 } },
          },
        },
      },
    },
    componentTextsOf(locale) ?? {},
  );
