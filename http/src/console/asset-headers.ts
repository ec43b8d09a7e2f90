/** What the console build precompresses (console/build/precompress.ts): these have .br and .gz twins. */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Vite names every file under /assets by a hash of its content: a new build is a new URL. */
const CONTENT_HASHED = /^\/?assets\//;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: kept, but asked about again before each use, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/** The caching and encoding headers of one built file, by its path relative to the build (`.br`/`.gz` twins as their original). */
export const assetHeaders = (relativePath: string): Record<string, string> => {
  const original = relativePath.replace(/\.(br|gz)$/, '');
  return {
    'cache-control': CONTENT_HASHED.test(original) ? IMMUTABLE : REVALIDATE,
    ...(PRECOMPRESSED.test(original) ? { vary: 'Accept-Encoding' } : {}),
  };
};

export const setAssetHeaders = (response: { setHeader(name: string, value: string): unknown }, relativePath: string): void => {
  for (const [name, value] of Object.entries(assetHeaders(relativePath))) response.setHeader(name, value);
};
