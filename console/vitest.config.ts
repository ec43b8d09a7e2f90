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
    // A form test types and clicks through jsdom for seconds; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
