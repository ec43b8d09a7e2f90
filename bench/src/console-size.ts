import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { scriptsOf, screenMatcher, type FirstScreen, type Manifest } from '../../http/src/console/first-screen-preloads';
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

/**
 * A screen as the browser meets it: the page's entry, then the lazy chunks its first render
 * needs (the locale's texts, the route's component), each with every chunk it imports statically.
 * Which those are, by path, the build's first-screen table says (console/src/first-screens.ts, written
 * to .vite/first-screens.json), the one the server preloads them by (http/src/console/console-pages.ts).
 * What a screen loads later (a dialog, a chart after the figures) is not its first screen.
 */
export interface Screen {
  name: string;
  path: string;
  /** The lazy widgets the screen then shows without being asked (the map, the chart, the grid): measured apart. */
  next?: string[];
}

// Without a Google Maps key (the default), the map draws on the bundled basemap; both load once places arrive.
const MAP = ['src/map/FallbackMap.tsx', 'src/map/Basemap.tsx'];
const GRID = 'src/layout/GridView.tsx';

const readJson = <T>(dist: string, file: string): T => {
  const path = join(dist, file);
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build:console\` first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
};

/** The source modules the first screen of `path` loads after the entry, as the server preloads them. */
export const firstScreenModules = (path: string, dist = distDir): string[] => {
  const screen = screenMatcher(readJson<FirstScreen[]>(dist, '.vite/first-screens.json'))(path);
  if (screen === undefined) throw new Error(`The console build's first-screen table has no screen for ${path} (console/src/first-screens.ts)`);
  return screen.modules;
};

/** The public pages, then where each role lands when signed in (`SignedInHome`: the first screen of its navigation). */
export const SCREENS: Screen[] = [
  { name: 'public landing', path: '/en-us', next: MAP },
  { name: 'public profile', path: '/en-us/homes/<id>', next: MAP },
  { name: 'sign-in', path: '/en-us/login' },
  { name: 'dashboard (administrators, agencies, providers, partners)', path: '/user/en-us/dashboard', next: ['src/report/TrendChart.tsx'] },
  { name: 'assessments (families)', path: '/user/en-us/assessments', next: [GRID] },
  { name: 'day (caregivers)', path: '/user/en-us/day' },
  // A screen no role lands on, measured as DESIGN.md section 8 asks of every new screen: its chart comes after the figures.
  { name: 'analytics (administrators, agencies, providers, partners)', path: '/user/en-us/analytics', next: ['src/analytics/AnalyticsChart.tsx'] },
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

const brotliSize = (content: Buffer): number => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

export const measureScreens = (dist = distDir): ScreenSize[] => {
  const manifest = readJson<Manifest>(dist, '.vite/manifest.json');
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
  const scripts = (keys: readonly string[]) => scriptsOf(manifest, keys);
  const total = (files: readonly string[], measure: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + sizeOf(file)[measure], 0);
  return SCREENS.map((screen) => {
    const modules = firstScreenModules(screen.path, dist);
    const files = scripts([entry, ...modules]);
    return {
      name: screen.name,
      path: screen.path,
      files: files.length,
      rawBytes: total(files, 'raw'),
      gzipBytes: total(files, 'gzip'),
      brotliBytes: total(files, 'brotli'),
      withNextBrotliBytes: total(scripts([entry, ...modules, ...(screen.next ?? [])]), 'brotli'),
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
