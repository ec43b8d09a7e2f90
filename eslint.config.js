import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrictTo = (allowed, forbidden, alsoForbidden = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden
          .filter((pkg) => !allowed.includes(pkg))
          .map((pkg) => ({ group: [`@careledger/${pkg}`, `@careledger/${pkg}/*`], message: `DESIGN.md section 1 does not allow this import here.` })),
        ...alsoForbidden,
      ],
    },
  ],
});
const packages = ['domain', 'storage', 'http', 'jobs', 'command-service', 'projections', 'query-service', 'client', 'app', 'console', 'tests', 'bench'];

export default tseslint.config(
  { ignores: ['client/src/paths.ts', '**/node_modules/**', '**/dist/**', '.data/**', 'bench/.work/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'tests/src/support/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', '@nestjs/*', 'pg', '@electric-sql/*', 'bullmq', 'ioredis', 'react', '@mui/*'], message: 'domain/ is pure: no I/O, framework or UI.' },
            { group: ['@careledger/*'], message: 'domain/ imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['storage/src/**'],
    rules: restrictTo(['domain'], packages, [
      { group: ['fastify', '@fastify/*', '@nestjs/*'], message: 'storage/ holds no HTTP: the conventions live in http/ (DESIGN.md section 1).' },
      { group: ['bullmq', 'ioredis'], message: 'storage/ holds no queue code: it lives in jobs/ (DESIGN.md section 1).' },
    ]),
  },
  { files: ['http/src/**'], rules: restrictTo(['domain', 'storage'], packages) },
  { files: ['jobs/src/**'], rules: restrictTo(['domain', 'storage'], packages) },
  { files: ['command-service/src/**'], rules: restrictTo(['domain', 'storage', 'http', 'jobs'], packages) },
  { files: ['projections/src/**'], rules: restrictTo(['domain', 'storage', 'jobs'], packages) },
  { files: ['query-service/src/**'], rules: restrictTo(['domain', 'storage', 'http', 'jobs'], packages) },
  { files: ['console/src/**'], rules: restrictTo(['domain'], packages) },
  {
    // What an integrator installs: nothing of ours at runtime, only openapi-fetch.
    files: ['client/src/**'],
    rules: restrictTo([], packages, [{ group: ['node:*', 'openapi-typescript'], message: 'client/ runs wherever fetch does, on openapi-fetch alone.' }]),
  },
);
