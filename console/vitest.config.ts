import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'console', root: import.meta.dirname, include: ['src/**/*.unit.spec.tsx', 'src/**/*.unit.spec.ts'], environment: 'jsdom', passWithNoTests: true },
});
