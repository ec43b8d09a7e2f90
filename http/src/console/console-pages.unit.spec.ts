import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageEncoding } from './console-fallback.http';
import { consolePages, withPreloads } from './console-pages';

const INDEX = '<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index-E1.js"></script>\n  </head>\n  <body></body>\n</html>\n';

describe('a console page with its first screen\'s chunks named', () => {
  const dirs: string[] = [];
  const build = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'careledger-pages-'));
    dirs.push(dir);
    mkdirSync(join(dir, '.vite'));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('adds a modulepreload link per file at the end of the head', () => {
    expect(withPreloads(INDEX, ['assets/a-1.js', 'assets/b-2.js'])).toBe(
      INDEX.replace('  </head>', '    <link rel="modulepreload" crossorigin href="/assets/a-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/b-2.js">\n  </head>'),
    );
  });

  it('makes each known path\'s page once, with its compressed twins, and none for other paths', () => {
    const manifest = { 'index.html': { file: 'assets/index-E1.js', isEntry: true }, 'src/auth/LoginPage.tsx': { file: 'assets/LoginPage-L1.js', imports: ['index.html'] } };
    const pages = consolePages(
      build({ 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(manifest), '.vite/first-screens.json': JSON.stringify([{ path: '/en-us/login', modules: ['src/auth/LoginPage.tsx'] }]) }),
    );
    const page = pages('/en-us/login');
    expect(page?.html.toString()).toBe(withPreloads(INDEX, ['assets/LoginPage-L1.js']));
    expect(brotliDecompressSync(page!.br)).toEqual(page!.html);
    expect(gunzipSync(page!.gzip)).toEqual(page!.html);
    expect(pages('/en-us/login/')).toBe(page);
    expect(pages('/en-us')).toBeUndefined();
  });

  it('knows no page when the build has no first-screen table', () => {
    const pages = consolePages(build({ 'index.html': INDEX, '.vite/manifest.json': '{}' }));
    expect(pages('/en-us/login')).toBeUndefined();
  });

  it('sends brotli where it is accepted at least as much as gzip', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});
