import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_TAG, LOCALES, type LocaleTag } from './locales';

export * from './locales';
export { useFormatters } from './format';
export { useLocaleSegment } from './useLocale';

/** The "named translation files" of SPEC.md section 9, one per screen; `common` is the default. */
export const NAMESPACES = ['common', 'landing', 'auth', 'assessments', 'patients', 'postings', 'dashboard', 'reports', 'analytics', 'referrals', 'hubs', 'notes', 'audit', 'users', 'medications', 'caregivers', 'agencies', 'hostLeads', 'billing', 'projections', 'day', 'tasks', 'jobs', 'reminders', 'apiKeys', 'webhooks'] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Each locale and namespace is its own small chunk, loaded when a screen first needs it.
const loaders = import.meta.glob<{ default: ResourceKey }>('./resources/*/*.ts');

const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`./resources/${language}/${namespace}.ts`];
    if (load === undefined) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The namespaces the first screen of a path needs, fetched together with the common texts. */
export const namespacesFor = (pathname: string): Namespace[] => {
  if (pathname.startsWith('/user/')) return ['common', 'assessments'];
  if (/^\/[^/]+\/login\/?$/.test(pathname)) return ['common', 'auth'];
  return ['common', 'landing'];
};

/** en-CA only states where Canadian English differs; es-ES is complete (its types say so). */
const fallbackFor = (code: string): string[] => (code === 'en-CA' ? ['en-US'] : []);

export const initI18n = async (language: LocaleTag, preload: readonly Namespace[] = ['common']): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LOCALES.map((locale) => locale.tag),
      fallbackLng: fallbackFor,
      load: 'currentOnly',
      ns: [...preload],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
};

export { DEFAULT_TAG };
