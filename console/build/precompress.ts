import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the pages fetch as text. Source maps are left out: only developer tools read them, and they are most of the build's bytes. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));

export interface Precompressed {
  file: string;
  /** The encodings written beside the file; none when neither made it smaller. */
  encodings: ('br' | 'gzip')[];
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * under `dir`, so the server sends them as they are instead of compressing on each request.
 * A variant that is no smaller than the file is not written.
 */
export const precompressDir = async (dir: string): Promise<Precompressed[]> => {
  const texts = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  return Promise.all(
    texts.map(async (file) => {
      const content = await readFile(file);
      const variants = [
        { encoding: 'br' as const, suffix: '.br', data: await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }) },
        { encoding: 'gzip' as const, suffix: '.gz', data: await gzipped(content, { level: constants.Z_BEST_COMPRESSION }) },
      ].filter((variant) => variant.data.length < content.length);
      await Promise.all(variants.map((variant) => writeFile(`${file}${variant.suffix}`, variant.data)));
      return { file, encodings: variants.map((variant) => variant.encoding) };
    }),
  );
};

/** The build's last step: precompress what it wrote (http ConsoleModule serves the variants). */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'careledger:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
};
