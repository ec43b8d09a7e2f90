import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadComponentTexts } from './component-texts';
import { DEFAULT_TAG, LOCALES, textLanguagesOf, type LocaleTag } from './locales';

export * from './locales';
export { useFormatters } from './format';
export { useLocaleSegment } from './useLocale';
export { componentTextsOf } from './component-texts';

export { NAMESPACES, firstScreenTexts as namespacesFor, type Namespace } from './first-screen-texts';
import type { Namespace } from './first-screen-texts';

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
    // MUI's own texts come with a language's common texts, so they are there before its first render.
    Promise.all([load(), namespace === 'common' ? loadComponentTexts(language) : undefined]).then(
      ([module]) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** es-ES is complete (its types say so); en-CA falls back to en-US. */
const fallbackFor = (code: string): string[] => textLanguagesOf(code).slice(1);

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
