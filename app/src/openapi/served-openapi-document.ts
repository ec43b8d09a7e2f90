import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCareledger } from '../careledger';

/**
 * The OpenAPI document exactly as `GET /api/docs-json` serves it: a process on an in-memory
 * PGlite with no demo data, asked over HTTP, then stopped.
 */
export const servedOpenApiDocument = async (): Promise<Record<string, unknown>> => {
  const consoleDir = await mkdtemp(join(tmpdir(), 'careledger-no-console-'));
  const careledger = await startCareledger({ port: 0, consoleDir, logger: false, repeatJobs: false, env: { ...process.env, EVENTSTORE_URL: undefined, MONGODB_URL: undefined } });
  try {
    const response = await fetch(`${careledger.url}/api/docs-json`);
    if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}.`);
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await careledger.close();
    await rm(consoleDir, { recursive: true, force: true });
  }
};
