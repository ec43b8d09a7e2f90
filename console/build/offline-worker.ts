import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Where the worker is served: at the root, so its scope is every console route. */
export const WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
export const ICON_FILE = 'icon.svg';

const WORKER_ENTRY = resolve(import.meta.dirname, '../src/offline/worker/service-worker.ts');

/** The build's files the worker keeps for a reload offline: every page's code and styles, not the developer tools' maps nor the bundler's own manifest. */
export const precacheListOf = (fileNames: readonly string[]): string[] =>
  fileNames
    .filter((name) => !name.endsWith('.map') && !name.startsWith('.vite/') && name !== 'index.html' && name !== WORKER_FILE)
    .map((name) => `/${name}`)
    .sort();

export const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#1565c0"/><path d="M144 256h224M256 144v224" stroke="#fff" stroke-width="64" stroke-linecap="round"/></svg>\n`;

/** What makes the console installable; the start page is the caregiver's day, the signed-in area's first screen for her. */
export const webManifest = () => ({
  name: 'Careledger',
  short_name: 'Careledger',
  description: 'Find and coordinate homecare, shared living and adult day programs.',
  id: '/',
  start_url: '/user/en-us/day',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1565c0',
  icons: [{ src: `/${ICON_FILE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }],
});

/** Builds the worker on its own (it shares no chunk with the pages) with the list of what it keeps. */
const buildWorker = async (precache: readonly string[]): Promise<string> => {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { __CARELEDGER_PRECACHE__: JSON.stringify(precache) },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: WORKER_ENTRY, formats: ['es'], fileName: () => WORKER_FILE },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => (result as Rolldown.RolldownOutput).output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (chunk === undefined) throw new Error('The service worker build wrote no entry chunk.');
  return chunk.code;
};

/** Adds the service worker, the web manifest and its icon to the build. */
export const offlineWorker = (): Plugin => ({
  name: 'careledger:offline-worker',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(webManifest(), null, 2)}\n` });
    this.emitFile({ type: 'asset', fileName: ICON_FILE, source: ICON });
    const precache = precacheListOf([...Object.keys(bundle), MANIFEST_FILE, ICON_FILE]);
    this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: await buildWorker(precache) });
  },
});
