import { useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { DEFAULT_TAG, LOCALES, type LocaleTag } from './i18n';
import { createQueryClient } from './queryClient';
import { RouteErrorBoundary } from './layout/RouteError';
import { AppRoutes } from './routes';
import { createAppTheme } from './theme';

const isLocaleTag = (value: string): value is LocaleTag => LOCALES.some((locale) => locale.tag === value);

function ThemedRouter() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(isLocaleTag(language) ? language : DEFAULT_TAG, { reducedMotion }), [language, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedRouter />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
