/** A chunk of Vite's build manifest (console/dist/.vite/manifest.json), keyed there by its source module. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * A first screen as the console's build writes it (console/build/first-screens.ts): a route path
 * (`/en-us/homes/:id`, `/user/en-us/billing/*`) and the source modules its first render loads after the entry.
 */
export interface FirstScreen {
  path: string;
  modules: string[];
}

/** The manifest keys of `keys` and of every chunk they import statically, each once, a chunk before its imports. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The console build has no chunk for ${key} (console/dist/.vite/manifest.json)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
};

/** The JavaScript files (relative to the build) of `keys`' closure. */
export const scriptsOf = (manifest: Manifest, keys: readonly string[]): string[] =>
  staticClosure(manifest, keys)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** react-router's path syntax as routes.tsx uses it: `:name` one segment, `:name?` an optional last one, `*` the rest. */
const patternOf = (path: string): RegExp => {
  const segments = path.split('/').filter((segment) => segment !== '');
  const source = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escaped(segment)}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
};

/** The first of `screens` whose route matches a path, or undefined. */
export const screenMatcher = <Screen extends { path: string }>(screens: readonly Screen[]): ((pathname: string) => Screen | undefined) => {
  const compiled = screens.map((screen) => ({ pattern: patternOf(screen.path), screen }));
  return (pathname) => compiled.find(({ pattern }) => pattern.test(pathname))?.screen;
};

/** Each screen's script files that the page's entry does not already load: what `<link rel="modulepreload">` should name. */
export const firstScreenPreloads = (manifest: Manifest, screens: readonly FirstScreen[]): { path: string; files: string[] }[] => {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set(scriptsOf(manifest, entry));
  return screens.map((screen) => ({ path: screen.path, files: scriptsOf(manifest, screen.modules).filter((file) => !loaded.has(file)) }));
};
