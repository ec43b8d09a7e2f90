import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

// `npm start` serves the API on port 3000; CARELEDGER_API points the dev server elsewhere.
const backend = process.env.CARELEDGER_API ?? 'http://127.0.0.1:3000';

/** Module ids under node_modules/<one of packages>/ (scoped names included). */
const inPackages = (packages: readonly string[]) => {
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);
  return (id: string) => pattern.test(id);
};

// A path such as /admin/shared-living/host-leads is both a console page and a JSON call
// (DESIGN.md section 5): page loads stay with the dev server, XHR goes to the backend.
const apiProxy: ProxyOptions = {
  target: backend,
  changeOrigin: false,
  bypass: (req) => (req.headers['x-requested-with'] === undefined && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
    // bench/src/console-size.ts reads which chunks each screen loads from the manifest.
    manifest: true,
    rolldownOptions: {
      // DESIGN.md: the domain package is pure, so a module of it that the console does not use
      // (its zod request schemas, for one) can be dropped whole.
      treeshake: { moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // Higher priority claims first, dependencies included: React before MUI before the grid,
            // so the grid chunk holds only the grid and stays off the first screen.
            { name: 'react', test: inPackages(['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser', 'use-sync-external-store']), priority: 40 },
            {
              name: 'mui',
              test: inPackages(['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming', '@mui/types', '@emotion/[^\\\\/]+', '@popperjs/core', 'react-transition-group', 'stylis', 'clsx', 'prop-types', 'react-is', 'hoist-non-react-statics', '@babel/runtime']),
              priority: 30,
            },
            { name: 'mui-data-grid', test: inPackages(['@mui/x-data-grid', '@mui/x-internals', '@mui/x-virtualizer', 'reselect']), priority: 20 },
            { name: 'mui-charts', test: inPackages(['@mui/x-charts', '@mui/x-charts-vendor', 'd3-[^\\\\/]+', 'internmap', 'flatqueue', 'robust-predicates', 'delaunator']), priority: 15 },
            { name: 'vendor', test: inPackages(['@tanstack/[^\\\\/]+', 'i18next', 'react-i18next', 'html-parse-stringify', 'void-elements']), priority: 10 },
          ],
        },
      },
    },
  },
});
