import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    root: import.meta.dirname,
    include: ['src/**/*.unit.spec.tsx', 'src/**/*.unit.spec.ts'],
    environment: 'jsdom',
    // Dates in assertions are written for one zone; the code under test follows the browser's.
    env: { TZ: 'UTC' },
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
