import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreensTable } from './build/first-screens.ts';
import { muiWithoutCssVariables } from './build/mui-no-css-variables.ts';
import { offlineWorker } from './build/offline-worker.ts';
import { precompress } from './build/precompress.ts';

// `npm start` serves the API on port 3000; CARELEDGER_API points the dev server elsewhere.
const backend = process.env.CARELEDGER_API ?? 'http://127.0.0.1:3000';

/** Module ids under node_modules/<one of packages>/ (scoped names included). */
const inPackages = (packages: readonly string[]) => {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);
  return (id: string) => pattern.test(id);
};

const REACT = ['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser', 'use-sync-external-store'];
const VENDOR = ['@tanstack/[^\\\\/]+', 'i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'];
const MUI = ['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming', '@mui/types', '@emotion/[^\\\\/]+', '@popperjs/core', 'react-transition-group', 'stylis', 'clsx', 'prop-types', 'react-is', 'hoist-non-react-statics', '@babel/runtime'];

/** The package's exports hide its production folder; it sits beside the development build they name. */
const reactRouterProduction = () => {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(/([\\/]dist[\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');
  if (production === development || !existsSync(production)) throw new Error(`react-router has no production build beside ${development}`);
  return production;
};

// A path such as /admin/shared-living/host-leads is both a console page and a JSON call
// (DESIGN.md section 5): page loads stay with the dev server, XHR goes to the backend.
const apiProxy: ProxyOptions = {
  target: backend,
  changeOrigin: false,
  bypass: (req) => (req.headers['x-requested-with'] === undefined && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: {
    // react-router's package exports name only its development build (warnings and their texts); a
    // production bundle takes the same code without them from the package's production folder.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  },
  plugins: [muiWithoutCssVariables(), react(), firstScreensTable(), offlineWorker(), precompress()],
  server: {
    proxy: { '/api': { target: backend, changeOrigin: false }, '/admin': apiProxy },
  },
  preview: {
    proxy: { '/api': { target: backend, changeOrigin: false }, '/admin': apiProxy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser of the build target but Safari 16 preloads modules itself; there the lazy chunks
    // load as their imports are met, which is all the polyfill's fetches changed.
    modulePreload: { polyfill: false },
    // The server's first-screen preloads and bench/src/console-size.ts read which chunks each screen loads from the manifest.
    manifest: true,
    rolldownOptions: {
      // DESIGN.md: the domain package is pure, so a module of it that the console does not use
      // (its zod request schemas, for one) can be dropped whole.
      treeshake: { moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // An entries-aware group names its chunks after every screen sharing them, and each import of
        // one (and the entry's preload table) repeats that name: a chunk is named by its group alone.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            // Higher priority claims first, dependencies included: React before MUI before the grid,
            // so the grid chunk holds only the grid and stays off the first screen.
            // What every page loads before its first render (React, the router, MUI as the entry renders it,
            // i18next, TanStack Query): one chunk, which compresses better than three.
            { name: 'framework', tags: ['$initial'], priority: 45 },
            { name: 'react', test: inPackages(REACT), priority: 40 },
            // The rest of MUI in chunks by the screens that use them: the landing does not load the grid's menus.
            { name: 'mui-more', test: inPackages(MUI), entriesAware: true, priority: 29 },
            // What the grid and the charts share, apart: the dashboard's chart must not bring the grid.
            { name: 'mui-x', test: inPackages(['@mui/x-internals', 'reselect', '@base-ui/utils']), priority: 25 },
            { name: 'mui-data-grid', test: inPackages(['@mui/x-data-grid', '@mui/x-virtualizer']), priority: 20 },
            // d3 serves both chart libraries: apart, so the analytics chart does not bring MUI's charts, nor the dashboard recharts.
            // (No slash in the pattern: inPackages turns the first one into a separator.)
            { name: 'd3', test: inPackages(['d3-[a-z-]+', 'internmap']), priority: 16 },
            { name: 'mui-charts', test: inPackages(['@mui/x-charts', '@mui/x-charts-vendor', 'flatqueue', 'robust-predicates', 'delaunator']), priority: 15 },
            { name: 'recharts', test: inPackages(['recharts', 'victory-vendor', '@reduxjs/toolkit', 'redux', 'redux-thunk', 'react-redux', 'immer', 'es-toolkit', 'decimal.js-light', 'eventemitter3', 'tiny-invariant']), priority: 14 },
            { name: 'vendor', test: inPackages(VENDOR), priority: 10 },
          ],
        },
      },
    },
  },
}));
