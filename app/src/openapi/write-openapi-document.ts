import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCareledger } from '../careledger';

/**
 * Writes the OpenAPI document to the file named by the first argument, as `GET /api/docs-json`
 * serves it: a process on an in-memory PGlite with no demo data, asked over HTTP, then stopped.
 */
const target = process.argv[2];
if (!target) throw new Error('Name the file to write the OpenAPI document to.');
const consoleDir = await mkdtemp(join(tmpdir(), 'careledger-no-console-'));
const careledger = await startCareledger({ port: 0, consoleDir, logger: false, repeatJobs: false, env: { ...process.env, EVENTSTORE_URL: undefined, MONGODB_URL: undefined } });
try {
  const response = await fetch(`${careledger.url}/api/docs-json`);
  if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}.`);
  await writeFile(target, JSON.stringify(await response.json(), null, 2));
} finally {
  await careledger.close();
  await rm(consoleDir, { recursive: true, force: true });
}
