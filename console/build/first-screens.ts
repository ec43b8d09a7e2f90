import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { firstScreens, type FirstScreen } from '../src/first-screens.ts';

/** Where the build leaves the table, beside Vite's manifest (the server and the size bench read both). */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/**
 * The first screens of this build: the table of src/first-screens.ts with the locale written in and
 * only the text files the build has. A route module that is not a chunk of its own fails the build,
 * so the table cannot name what routes.tsx no longer loads lazily.
 */
export const firstScreensOf = (chunkModules: ReadonlySet<string>): FirstScreen[] => {
  const screens = firstScreens((module) => chunkModules.has(module));
  const missing = [...new Set(screens.flatMap((screen) => screen.modules))].filter((module) => !chunkModules.has(module));
  if (missing.length > 0) throw new Error(`src/first-screens.ts names modules the build has no chunk for: ${missing.join(', ')}`);
  return screens;
};

/** Writes FIRST_SCREENS_FILE from the modules each chunk of the bundle stands for. */
export const firstScreensTable = (): Plugin => {
  let root = '';
  return {
    name: 'careledger:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkModules = new Set(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.facadeModuleId !== null ? [relative(root, output.facadeModuleId).split('\\').join('/')] : [])),
      );
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify(firstScreensOf(chunkModules), null, 1)}\n` });
    },
  };
};
