import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstScreenPreloads, screenMatcher, type FirstScreen, type Manifest } from './first-screen-preloads';

/** Beside Vite's manifest; written by the console's build (console/build/first-screens.ts). */
const MANIFEST_FILE = '.vite/manifest.json';
const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** One console page as sent: its HTML and that HTML's brotli and gzip twins, made once. */
export interface ConsolePage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** index.html with a `<link rel="modulepreload">` per file (relative to the build) at the end of its head, as Vite writes its own. */
export const withPreloads = (html: string, files: readonly string[]): string =>
  html.replace(/([ \t]*)<\/head>/, (close: string, indent: string) => `${files.map((file) => `${indent}${indent}<link rel="modulepreload" crossorigin href="/${file}">\n`).join('')}${close}`);

// Quality 5, not the build's 11: some eighty pages are compressed at each start, in 30 ms instead of
// 400, and a page of under 1 KB either way still arrives in the first round trip.
const BROTLI_QUALITY = 5;

const pageOf = (html: string): ConsolePage => {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
};

/**
 * The page each console path is answered with when its first screen is known: index.html naming every
 * chunk that screen loads, so a browser fetches them beside the entry instead of one after another.
 * Made and compressed once, when the server starts (screens preloading the same files share a page);
 * undefined for a path of no known screen, and for every path when the build has no manifest or no
 * first-screen table: index.html is then sent as it is.
 */
export const consolePages = (consoleDir: string): ((pathname: string) => ConsolePage | undefined) => {
  const files = [join(consoleDir, 'index.html'), join(consoleDir, MANIFEST_FILE), join(consoleDir, FIRST_SCREENS_FILE)];
  if (!files.every((file) => existsSync(file))) return () => undefined;
  const [index = '', manifest = '{}', screens = '[]'] = files.map((file) => readFileSync(file, 'utf8'));
  const pages = new Map<string, ConsolePage>();
  const pageFor = (preloads: readonly string[]) => {
    const html = withPreloads(index, preloads);
    let page = pages.get(html);
    if (page === undefined) pages.set(html, (page = pageOf(html)));
    return page;
  };
  const screenOf = screenMatcher(firstScreenPreloads(JSON.parse(manifest) as Manifest, JSON.parse(screens) as FirstScreen[]).map((screen) => ({ path: screen.path, page: pageFor(screen.files) })));
  return (pathname) => screenOf(pathname)?.page;
};
