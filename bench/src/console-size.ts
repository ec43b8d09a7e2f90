import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { writeResultsSection } from './results';

/** Issue 5: the first screen a visitor opens loads under 300 KB of gzipped JavaScript. */
export const FIRST_SCREEN_BUDGET_BYTES = 300_000;

const consoleDir = join(import.meta.dirname, '../../console');
const distDir = join(consoleDir, 'dist');
const SECTION_TITLE = '## Console: JavaScript of the first screen';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A screen as the browser meets it: the page's entry, then the lazy chunks its first render
 * needs (the route's component, the locale's texts), each with every chunk it imports statically.
 */
export interface Screen {
  name: string;
  path: string;
  modules: string[];
}

export const SCREENS: Screen[] = [
  { name: 'public landing', path: '/en-us', modules: ['src/landing/Landing.tsx', 'src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/landing.ts'] },
  { name: 'sign-in', path: '/en-us/login', modules: ['src/auth/LoginPage.tsx', 'src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/auth.ts'] },
  {
    name: 'signed-in dashboard',
    path: '/user/en-us/dashboard',
    modules: ['src/layout/SignedInArea.tsx', 'src/dashboard/Dashboard.tsx', 'src/i18n/resources/en-US/common.ts', 'src/i18n/resources/en-US/dashboard.ts'],
  },
];

export interface ScreenSize {
  name: string;
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

const closure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The console build has no chunk for ${key} (console/dist/.vite/manifest.json)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
};

export const measureScreens = (dist = distDir): ScreenSize[] => {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run \`npm run build:console\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error('The console build has no entry chunk');
  return SCREENS.map((screen) => {
    const files = [...closure(manifest, [entry, ...screen.modules])].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const contents = files.map((file) => readFileSync(join(dist, file)));
    return {
      name: screen.name,
      path: screen.path,
      files: files.length,
      rawBytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    };
  });
};

const kb = (bytes: number) => (bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const consoleSection = (sizes: ScreenSize[]): string => `${SECTION_TITLE}

The production build (\`npm run build:console\`), per screen: the entry chunk and every chunk the
screen's first render imports (route component, locale texts), gzipped at level 9. Budget for the
first screen a visitor opens (the public landing): ${kb(FIRST_SCREEN_BUDGET_BYTES)} KB. CI checks it
(\`npx tsx bench/src/console-size.ts --check\`).

| screen | path | chunks | raw KB | gzipped KB |
|---|---|---:|---:|---:|
${sizes.map((size) => `| ${size.name} | \`${size.path}\` | ${size.files} | ${kb(size.rawBytes)} | ${kb(size.gzipBytes)} |`).join('\n')}
`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = measureScreens();
  const section = consoleSection(sizes);
  console.log(section);
  if (process.argv.includes('--write')) writeResultsSection(SECTION_TITLE, section);
  const landing = sizes[0]!;
  if (process.argv.includes('--check') && landing.gzipBytes > FIRST_SCREEN_BUDGET_BYTES) {
    console.error(`The ${landing.name} loads ${kb(landing.gzipBytes)} KB of gzipped JavaScript, over the ${kb(FIRST_SCREEN_BUDGET_BYTES)} KB budget.`);
    process.exit(1);
  }
}
