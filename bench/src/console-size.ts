import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { firstScreenTexts } from '../../console/src/i18n/first-screen-texts';
import { writeResultsSection } from './results';

/**
 * DESIGN.md section 8: every role's first screen loads at most this much JavaScript, compressed
 * as the server sends it (brotli, console/build/precompress.ts): 200 KB, issue 24's aim, which
 * every screen has met since the toggles, the reminder count and the phone's drawer stopped
 * loading MUI components of their own.
 */
export const FIRST_SCREEN_BUDGET_BYTES = 200_000;

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
 * What a screen loads later (a dialog, a chart after the figures) is not its first screen.
 */
export interface Screen {
  name: string;
  path: string;
  modules: string[];
  /** The lazy widgets the screen then shows without being asked (the map, the chart, the grid): measured apart. */
  next?: string[];
}

/** The texts main.tsx fetches before the first screen of `path` renders (console/src/i18n/first-screen-texts.ts). */
const texts = (path: string) => firstScreenTexts(path).map((namespace) => `src/i18n/resources/en-US/${namespace}.ts`);
const SIGNED_IN = 'src/layout/SignedInArea.tsx';
// Without a Google Maps key (the default), the map draws on the bundled basemap; both load once places arrive.
const MAP = ['src/map/FallbackMap.tsx', 'src/map/Basemap.tsx'];
const GRID = 'src/layout/GridView.tsx';

/** The public pages, then where each role lands when signed in (`SignedInHome`: the first screen of its navigation). */
export const SCREENS: Screen[] = [
  { name: 'public landing', path: '/en-us', modules: ['src/landing/Landing.tsx', ...texts('/en-us')], next: MAP },
  { name: 'public profile', path: '/en-us/homes/<id>', modules: ['src/landing/Profile.tsx', ...texts('/en-us/homes/<id>')], next: MAP },
  { name: 'sign-in', path: '/en-us/login', modules: ['src/auth/LoginPage.tsx', ...texts('/en-us/login')] },
  {
    name: 'dashboard (administrators, agencies, providers, partners)',
    path: '/user/en-us/dashboard',
    modules: [SIGNED_IN, 'src/dashboard/Dashboard.tsx', ...texts('/user/en-us/dashboard')],
    next: ['src/report/TrendChart.tsx'],
  },
  { name: 'assessments (families)', path: '/user/en-us/assessments', modules: [SIGNED_IN, 'src/assessment/List.tsx', ...texts('/user/en-us/assessments')], next: [GRID] },
  { name: 'day (caregivers)', path: '/user/en-us/day', modules: [SIGNED_IN, 'src/day/Day.tsx', ...texts('/user/en-us/day')] },
  // A screen no role lands on, measured as DESIGN.md section 8 asks of every new screen: its chart comes after the figures.
  {
    name: 'analytics (administrators, agencies, providers, partners)',
    path: '/user/en-us/analytics',
    modules: [SIGNED_IN, 'src/analytics/Analytics.tsx', ...texts('/user/en-us/analytics')],
    next: ['src/analytics/AnalyticsChart.tsx'],
  },
];

export interface ScreenSize {
  name: string;
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Brotli bytes of the first screen with the widgets it loads next. */
  withNextBrotliBytes: number;
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

const brotliSize = (content: Buffer): number => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

export const measureScreens = (dist = distDir): ScreenSize[] => {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run \`npm run build:console\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error('The console build has no entry chunk');
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const content = readFileSync(join(dist, file));
      sizes.set(file, (size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliSize(content) }));
    }
    return size;
  };
  const scripts = (keys: readonly string[]) => [...closure(manifest, keys)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const total = (files: readonly string[], measure: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + sizeOf(file)[measure], 0);
  return SCREENS.map((screen) => {
    const files = scripts([entry, ...screen.modules]);
    return {
      name: screen.name,
      path: screen.path,
      files: files.length,
      rawBytes: total(files, 'raw'),
      gzipBytes: total(files, 'gzip'),
      brotliBytes: total(files, 'brotli'),
      withNextBrotliBytes: total(scripts([entry, ...screen.modules, ...(screen.next ?? [])]), 'brotli'),
    };
  });
};

const kb = (bytes: number) => (bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const consoleSection = (sizes: ScreenSize[]): string => `${SECTION_TITLE}

The production build (\`npm run build:console\`), per screen: the entry chunk and every chunk the
screen's first render imports (route component, locale texts), gzipped at level 9 and in brotli at
quality 11 (what the server sends a browser that accepts it). The last column adds the lazy widgets
the screen shows next without being asked (its map, chart or grid). Budget for every screen's first
render, brotli: ${kb(FIRST_SCREEN_BUDGET_BYTES)} KB. CI checks it (\`npx tsx bench/src/console-size.ts --check\`).

| screen | path | chunks | raw KB | gzipped KB | brotli KB | brotli KB with its widgets |
|---|---|---:|---:|---:|---:|---:|
${sizes
  .map((size) => `| ${size.name} | \`${size.path}\` | ${size.files} | ${kb(size.rawBytes)} | ${kb(size.gzipBytes)} | ${kb(size.brotliBytes)} | ${kb(size.withNextBrotliBytes)} |`)
  .join('\n')}
`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = measureScreens();
  const section = consoleSection(sizes);
  console.log(section);
  if (process.argv.includes('--write')) writeResultsSection(SECTION_TITLE, section);
  const over = sizes.filter((size) => size.brotliBytes > FIRST_SCREEN_BUDGET_BYTES);
  if (process.argv.includes('--check') && over.length > 0) {
    for (const size of over) console.error(`The ${size.name} loads ${kb(size.brotliBytes)} KB of JavaScript in brotli, over the ${kb(FIRST_SCREEN_BUDGET_BYTES)} KB budget.`);
    process.exit(1);
  }
}
