import type { Plugin } from 'vite';

const STUB_ID = '\0careledger:mui-css-variables-theme';

/** Who picks between MUI's two theme kinds at run time, and the modules of the kind the console never makes. */
const CHOOSER = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const WITH_VARIABLES = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

/**
 * MUI's `createTheme` and `ThemeProvider` each import the CSS-variables theme too (≈23 KB before
 * compression, on every screen) and take it only for a theme given `cssVariables` or
 * `colorSchemes`. The console's theme (src/theme.ts) has neither, so in the build those two
 * imports get a stand-in that fails loudly should one ever be given.
 */
export const muiWithoutCssVariables = (): Plugin => ({
  name: 'careledger:mui-without-css-variables',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    return importer !== undefined && CHOOSER.test(importer) && WITH_VARIABLES.test(source) ? STUB_ID : null;
  },
  load(id) {
    if (id !== STUB_ID) return null;
    return [
      "const unsupported = () => { throw new Error('The console is built without MUI CSS-variables themes: src/theme.ts must not set cssVariables nor colorSchemes (build/mui-no-css-variables.ts).'); };",
      'export default unsupported;',
      'export const CssVarsProvider = unsupported;',
    ].join('\n');
  },
});
