#!/usr/bin/env node
// npm run lint:openapi: the OpenAPI document, as GET /api/docs-json serves it (a process on an
// in-memory PGlite, no demo data), written to a temporary file and linted by Spectral with the
// `spectral:oas` ruleset (.spectral.yaml). Fails on any error. Errors are listed one by one;
// warnings are counted by rule, so the CI log stays readable.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'careledger-openapi-'));
const document = join(dir, 'openapi.json');
const results = join(dir, 'spectral.json');
const SEVERITIES = ['error', 'warning', 'information', 'hint'];

/** Prints each error with its place, then one line counting the rest by severity and rule. */
const report = () => {
  const found = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : [];
  const counts = new Map();
  for (const { code, message, severity, path, range } of found) {
    const level = SEVERITIES[severity] ?? String(severity);
    if (level === 'error') console.log(`error ${code} at ${path.join('.')} (line ${range.start.line + 1}): ${message}`);
    else counts.set(`${level} ${code}`, (counts.get(`${level} ${code}`) ?? 0) + 1);
  }
  const errors = found.filter(({ severity }) => severity === 0).length;
  const rest = [...counts].map(([rule, count]) => `${count} ${rule}`).join(', ');
  console.log(`Spectral (spectral:oas): ${errors} errors${rest ? `; ${rest}` : ''}`);
};
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO_DATA: 'off' } }).status ?? 1;
let status = 1;
try {
  status = run(process.execPath, ['--import', 'tsx', 'app/src/openapi/write-openapi-document.ts', document]);
  if (status === 0) {
    status = run(join(root, 'node_modules/.bin/spectral'), ['lint', document, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'error', '--format', 'json', '--output', results, '--quiet']);
    report();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
