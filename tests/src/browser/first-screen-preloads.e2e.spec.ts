import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage } from './browser';

const distDir = join(import.meta.dirname, '../../../console/dist');
const manifestFile = join(distDir, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The hrefs of a page's `<link rel="modulepreload">`s, in order. */
const preloadsIn = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');

describe('the console page of a first screen names every chunk that screen loads (the real build)', () => {
  let stack: RunningStack;
  let manifest: Record<string, ManifestChunk>;
  let indexHtml: string;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.careledger.url}${path}`, { headers });
  const href = (module: string) => `/${manifest[module]?.file ?? `(no chunk for ${module})`}`;
  /** A lazy module's chunk and the chunks it imports statically (the entry and what it loads, index.html names already). */
  const withImports = (module: string): string[] => {
    const chunk = manifest[module];
    return chunk === undefined || module === 'index.html' ? [] : [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(withImports)];
  };

  beforeAll(async () => {
    if (!existsSync(manifestFile)) throw new Error('The console is not built: run `npm run build:console` first.');
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
    stack = await startStack(testDatabases()[0]!);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('preloads the sign-in page, its imports and the en-US texts it renders with', async () => {
    const answer = await get('/en-us/login', { 'accept-encoding': 'br' });
    expect([answer.status, answer.headers.get('content-encoding'), answer.headers.get('cache-control')]).toEqual([200, 'br', 'no-cache']);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const preloads = preloadsIn(await answer.text());
    for (const expected of [href('src/i18n/resources/en-US/common.ts'), href('src/i18n/resources/en-US/auth.ts'), ...withImports('src/auth/LoginPage.tsx')]) {
      expect(preloads).toContain(expected);
    }
    expect(preloads.some((file) => /\/LoginPage-[\w-]+\.js$/.test(file))).toBe(true);
    // What index.html already loads stays as it was, named once.
    expect(preloads).toEqual([...new Set(preloads)]);
    expect(preloads.slice(0, preloadsIn(indexHtml).length)).toEqual(preloadsIn(indexHtml));
  });

  it('preloads the caregiver\'s day, the signed-in area and the day\'s en-US texts', async () => {
    const html = await (await get('/user/en-us/day')).text();
    const preloads = preloadsIn(html);
    for (const namespace of ['common', 'day', 'tasks', 'medications']) expect(preloads).toContain(href(`src/i18n/resources/en-US/${namespace}.ts`));
    for (const expected of [...withImports('src/layout/SignedInArea.tsx'), ...withImports('src/day/Day.tsx')]) expect(preloads).toContain(expected);
    expect(preloads.some((file) => /\/Day-[\w-]+\.js$/.test(file))).toBe(true);
    expect(preloads.some((file) => file.includes('es-ES'))).toBe(false);
    // Every file named is served.
    for (const file of preloads) expect((await get(file)).status, file).toBe(200);
  });

  it('sends a page the same bytes each time, in each encoding, and answers a revalidation with 304', async () => {
    const first = await get('/user/en-us/day', { 'accept-encoding': 'gzip' });
    const html = await first.text();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await (await get('/user/en-us/day', { 'accept-encoding': 'identity' })).text()).toBe(html);
    expect(await (await get('/user/en-us/day/', { 'accept-encoding': 'br' })).text()).toBe(html);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/user/en-us/day', { 'if-none-match': etag });
    expect([again.status, again.headers.get('etag')]).toEqual([304, etag]);
  });

  it('sends a path of no known screen index.html as built', async () => {
    for (const path of ['/en-us/nowhere', '/fr-fr/login', '/index.html']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect([answer.status, await answer.text()], path).toEqual([200, indexHtml]);
    }
  });

  it('has Chromium fetch each preloaded chunk once, the preload serving the import that follows', async () => {
    const html = await (await get('/en-us/login')).text();
    const { browser, page, consoleErrors } = await openWatchedPage();
    try {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${stack.careledger.url}/en-us/login`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const file of preloadsIn(html)) expect(requested.filter((path) => path === file), file).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
