import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const buildDir = (files: Record<string, string | Buffer>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'careledger-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
};

describe('precompressDir', () => {
  it('writes a brotli and a gzip twin of every text file, each decoding to the file', async () => {
    const script = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `word-${index % 7}`))};\n`;
    const dir = buildDir({ 'index.html': `<!doctype html><html>${'<p>care</p>'.repeat(50)}</html>`, 'assets/main-abc123.js': script, 'assets/main-abc123.css': `body{margin:0}${'.a{color:red}'.repeat(40)}` });

    const written = await precompressDir(dir);

    expect(written.map((entry) => entry.encodings)).toEqual([['br', 'gzip'], ['br', 'gzip'], ['br', 'gzip']]);
    for (const name of ['index.html', 'assets/main-abc123.js', 'assets/main-abc123.css']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
    }
  });

  it('leaves source maps and binary files alone, and writes no twin that is no smaller', async () => {
    const dir = buildDir({ 'assets/main.js.map': '{"version":3}'.repeat(100), 'assets/logo.png': Buffer.from([137, 80, 78, 71]), 'robots.txt': 'a' });

    const written = await precompressDir(dir);

    expect(written).toEqual([{ file: join(dir, 'robots.txt'), encodings: [] }]);
    for (const name of ['assets/main.js.map', 'assets/logo.png', 'robots.txt']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
