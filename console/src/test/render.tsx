import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Role, type RoleId } from '@careledger/domain';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AuthDetails } from '../api';
import { SessionContext } from '../auth/session';
import { NAMESPACES, initI18n, type LocaleTag } from '../i18n';
import { createAppTheme } from '../theme';

const instances = new Map<LocaleTag, Promise<I18n>>();

/** One i18next instance per locale for the whole file, with every namespace loaded. */
export const testI18n = (locale: LocaleTag = 'en-US'): Promise<I18n> => {
  let instance = instances.get(locale);
  if (instance === undefined) {
    instance = initI18n(locale, NAMESPACES);
    instances.set(locale, instance);
  }
  return instance;
};

export const session = (roleId: RoleId = Role.ADMIN, agencyId: string | null = null, id = 'user-1'): AuthDetails => ({
  user: { id, email: 'someone@example.test', name: 'Sam Someone', roleId, agencyId, partnerId: null },
  role: { id: roleId, name: 'ADMIN' },
  permissions: [],
});

/** Shows where the router is, so a test can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  locale?: LocaleTag;
  route?: string;
  path?: string;
  auth?: AuthDetails | null;
  queryClient?: QueryClient;
}

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const renderWithProviders = async (ui: ReactElement, options: Options = {}): Promise<RenderResult & { queryClient: QueryClient }> => {
  const i18n = await testI18n(options.locale);
  const queryClient = options.queryClient ?? newQueryClient();
  const auth = options.auth === undefined ? session() : options.auth;
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={createAppTheme(options.locale ?? 'en-US')}>
          <SessionContext value={auth}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              <Routes>
                <Route path={options.path ?? '*'} element={children} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </SessionContext>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(wrap(ui)), queryClient };
};

/** A fetch stub answering JSON, recording every call. */
export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with a route table (`'POST /api/assessments/a1/approve'`, matched on the path
 * without the query) and records every call. Unmatched calls answer 404.
 */
export const stubApi = (routes: Record<string, Handler>, stub: (name: 'fetch', value: typeof fetch) => unknown) => {
  const calls: RecordedCall[] = [];
  const fake: typeof fetch = async (input, init = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url.split('?')[0] ?? url}`];
    return handler === undefined ? jsonResponse(404, { message: `No stub for ${call.method} ${url}` }) : handler(call);
  };
  stub('fetch', fake);
  return calls;
};
