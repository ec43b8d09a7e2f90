import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { loadComponentTexts } from './i18n/component-texts';
import { createAppTheme } from './theme';

const AA_TEXT = 4.5;
const { palette } = createAppTheme('en-US');
const TONES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the theme meets WCAG AA for text', () => {
  it.each(TONES)('%s: its contrast text on a filled chip or button', (tone) => {
    expect(getContrastRatio(palette[tone].contrastText, palette[tone].main)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(TONES)('%s: outlined text on the paper and on the page background', (tone) => {
    expect(getContrastRatio(palette[tone].main, palette.background.paper)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(palette[tone].main, palette.background.default)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('warning and info are white on their darker tones', () => {
    expect(palette.warning).toMatchObject({ main: '#b74d00', contrastText: '#fff' });
    expect(palette.info).toMatchObject({ main: '#0270b0', contrastText: '#fff' });
  });
});

describe('the theme follows prefers-reduced-motion', () => {
  it('keeps its transitions and ripples by default', () => {
    const theme = createAppTheme('en-US');
    expect(theme.transitions.create('color')).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('moves nothing when the system asks for reduced motion', () => {
    const theme = createAppTheme('en-US', { reducedMotion: true });
    expect(theme.transitions.create(['color', 'background-color'], { duration: 250 })).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});

describe("MUI's own texts follow the locale", () => {
  it('are loaded only for a language that has its own, and then used by its theme', async () => {
    expect(createAppTheme('en-US').components?.MuiTablePagination).toBeUndefined();
    await loadComponentTexts('en-US');
    expect(createAppTheme('en-US').components?.MuiTablePagination).toBeUndefined();
    await loadComponentTexts('es-ES');
    expect(createAppTheme('es-ES').components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Filas por página:');
    expect(createAppTheme('es-ES').components?.MuiBreadcrumbs?.defaultProps?.expandText).toBe('Mostrar ruta');
    expect(createAppTheme('en-CA').components?.MuiTablePagination).toBeUndefined();
  });
});
