import type { Localization } from '@mui/material/locale';

// MUI's English texts are its defaults; another language's are a chunk of their own, so an
// en-US visitor never loads (nor builds, at start, the number formats of) Spanish pagination labels.
const loaders = import.meta.glob<{ default: Localization }>('./component-texts/*.ts');
const loaded = new Map<string, Localization>();

/** Loads the texts MUI's own components show (pagination, breadcrumbs, ...) in `language`, if it has any of its own. */
export const loadComponentTexts = async (language: string): Promise<void> => {
  const load = loaders[`./component-texts/${language}.ts`];
  if (load === undefined || loaded.has(language)) return;
  loaded.set(language, (await load()).default);
};

/** What `loadComponentTexts` loaded for `language`; nothing means MUI's English defaults. */
export const componentTextsOf = (language: string): Localization | undefined => loaded.get(language);
