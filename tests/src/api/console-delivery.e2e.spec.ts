import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../console/build/precompress';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const INDEX_HTML = `<!doctype html><html lang="en-US"><head><title>Careledger</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: index, name: `row ${index % 9}` })))};\n`;
const HASHED = '/assets/main-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A console build of two files, precompressed as `npm run build:console` leaves it. */
const buildConsole = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'careledger-console-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, HASHED), SCRIPT);
  await precompressDir(dir);
  return dir;
};

describe('the console as a browser and a crawler receive it', () => {
  let stack: RunningStack;
  let consoleDir: string;
  let base: string;
  const get = (path: string, acceptEncoding?: string) => fetch(`${base}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    consoleDir = await buildConsole();
    stack = await startStack(testDatabases()[0]!, { consoleDir });
    base = stack.careledger.url;
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('sends a hashed asset in the encoding asked for, to be kept a year', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip, deflate', 'br'],
      ['gzip;q=1.0, br;q=0', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await get(HASHED, accepted);
      expect([answer.status, answer.headers.get('content-encoding'), await answer.text()], accepted).toEqual([200, encoding, SCRIPT]);
      expect(answer.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('never offers the compressed twins as files of their own', async () => {
    expect((await get(`${HASHED}.br`)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends every console page compressed, asked about again before each use', async () => {
    for (const path of ['/en-us', '/user/es-es/patients', '/index.html']) {
      const answer = await get(path, 'gzip, br');
      expect([answer.status, answer.headers.get('content-encoding'), await answer.text()], path).toEqual([200, 'br', INDEX_HTML]);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('answers robots.txt with rules for crawlers, not the page', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await answer.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /user/');
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('maps the public pages: every locale landing, places that resolve, profiles that are listed', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = [...(await answer.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(urls.slice(0, 3)).toEqual(['/en-us', '/en-ca', '/es-es']);

    const places = urls.filter((path) => path.startsWith('/en-us/locations/')).map((path) => path.split('/')[3] ?? '');
    expect(places).toContain('toronto');
    for (const place of places) {
      expect((await get(`/api/search/homecare?place=${place}&radiusKm=1`)).status, place).toBe(200);
    }

    const kinds = { agencies: 'homecare', homes: 'shared-living', 'day-programs': 'day-program' } as const;
    const profiles = urls.filter((path) => /^\/en-us\/(agencies|homes|day-programs)\//.test(path)).map((path) => path.split('/').slice(2));
    expect(new Set(profiles.map(([segment]) => segment))).toEqual(new Set(Object.keys(kinds)));
    for (const [segment, id] of profiles) {
      expect((await get(`/api/search/${kinds[segment as keyof typeof kinds]}/${id}`)).status, `${segment}/${id}`).toBe(200);
    }

    // A listed home the public search finds is on the map too.
    const found = await (await get('/api/search/shared-living?place=toronto&radiusKm=500&pageSize=1')).json();
    expect(urls).toContain(`/es-es/homes/${found.data[0].id}`);
  });
});
