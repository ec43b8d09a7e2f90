import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { staticClosure, type Manifest } from '../../http/src/console/first-screen-preloads';
import { SCREENS, firstScreenModules } from './console-size';

/**
 * Which source modules a first screen's JavaScript is made of (issue 24): every byte of each chunk
 * the screen loads is given to the module its source map names, and the chunk's brotli size is
 * shared out in proportion. `npx tsx bench/src/console-modules.ts [screen name prefix] [--top N] [--packages]`
 * after `npm run build:console`.
 */
const distDir = join(import.meta.dirname, '../../console/dist');

interface SourceMap {
  sources: string[];
  mappings: string;
}

const brotliSize = (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/** Raw bytes per source of one chunk, unmapped bytes under '(unmapped)'. */
const bytesBySource = (code: string, map: SourceMap): Map<string, number> => {
  const result = new Map<string, number>();
  const add = (source: string, bytes: number) => result.set(source, (result.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let previousColumn = 0;
    let previousSource = '(unmapped)';
    for (const segment of segments) {
      add(previousSource, Buffer.byteLength(line.slice(previousColumn, segment[0])));
      previousColumn = segment[0];
      previousSource = segment.length >= 4 ? (map.sources[segment[1]!] ?? '(unmapped)') : '(unmapped)';
    }
    add(previousSource, Buffer.byteLength(line.slice(previousColumn)) + 1);
  });
  return result;
};

const shortName = (source: string) => {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (packageMatch) return `${packageMatch[1]}/${packageMatch[2]}`;
  return source.replace(/^(\.\.\/)+/, '');
};
const packageName = (source: string) => {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (packageMatch) return packageMatch[1]!;
  const ours = /^(?:\.\.\/)*(console\/src|domain\/src|client\/src|[a-z-]+\/src)/.exec(source);
  return ours ? `(ours) ${ours[1]}` : source;
};

export interface ModuleShare {
  module: string;
  chunk: string;
  rawBytes: number;
  brotliBytes: number;
}

export const screenModules = (modules: readonly string[], dist = distDir): ModuleShare[] => {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run \`npm run build:console\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;
  const seen = staticClosure(manifest, [entry, ...modules]);
  const shares: ModuleShare[] = [];
  for (const key of seen) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dist, file));
    const chunkBrotli = brotliSize(code);
    const mapFile = join(dist, `${file}.map`);
    const bySource = existsSync(mapFile) ? bytesBySource(code.toString('utf8'), JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap) : new Map([['(no map)', code.length]]);
    const total = [...bySource.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of bySource) shares.push({ module: source, chunk: file, rawBytes: bytes, brotliBytes: (chunkBrotli * bytes) / total });
  }
  return shares;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const topIndex = args.indexOf('--top');
  const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
  const byPackage = args.includes('--packages');
  const prefix = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--top') ?? '';
  for (const screen of SCREENS.filter((s) => s.name.startsWith(prefix))) {
    const shares = screenModules(firstScreenModules(screen.path));
    const grouped = new Map<string, { raw: number; brotli: number }>();
    for (const share of shares) {
      const key = byPackage ? packageName(share.module) : shortName(share.module);
      const sum = grouped.get(key) ?? { raw: 0, brotli: 0 };
      sum.raw += share.rawBytes;
      sum.brotli += share.brotliBytes;
      grouped.set(key, sum);
    }
    const totalBrotli = shares.reduce((sum, share) => sum + share.brotliBytes, 0);
    console.log(`\n### ${screen.name}: ${(totalBrotli / 1000).toFixed(1)} KB brotli\n\n| # | ${byPackage ? 'package' : 'module'} | raw KB | brotli KB |\n|---:|---|---:|---:|`);
    [...grouped.entries()]
      .sort((a, b) => b[1].brotli - a[1].brotli)
      .slice(0, top)
      .forEach(([name, sum], index) => console.log(`| ${index + 1} | ${name} | ${(sum.raw / 1000).toFixed(1)} | ${(sum.brotli / 1000).toFixed(1)} |`));
  }
}
