#!/usr/bin/env node
// npm run lint:openapi: the OpenAPI document, as GET /api/docs-json serves it (a process on an
// in-memory PGlite, no demo data), written to a temporary file and linted by Spectral with the
// `spectral:oas` ruleset (.spectral.yaml). Fails on any error; warnings are listed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'careledger-openapi-'));
const document = join(dir, 'openapi.json');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO_DATA: 'off' } }).status ?? 1;
let status = 1;
try {
  status = run(process.execPath, ['--import', 'tsx', 'app/src/openapi/write-openapi-document.ts', document]);
  if (status === 0) status = run(join(root, 'node_modules/.bin/spectral'), ['lint', document, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'error', '--format', 'text']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
