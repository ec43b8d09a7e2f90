import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Seeding the demo through the command path costs most of a minute per database, and every test
 * file wants it. The first file to need a seed keeps a copy: a template database on PostgreSQL,
 * a data tarball for PGlite. Later files start from the copy. The key holds a digest of the server
 * code (a changed decider or projector seeds anew) and the day (the demo is dated from today).
 */

const root = join(import.meta.dirname, '../../..');
const SERVER_PACKAGES = ['domain', 'storage', 'http', 'jobs', 'command-service', 'projections', 'query-service', 'app'];
const TEMPLATE_PREFIX = 'careledger_seed_';
const snapshotDir = join(tmpdir(), 'careledger-seeds');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

const codeDigest = (): string => {
  const hash = createHash('sha256');
  for (const file of SERVER_PACKAGES.flatMap((pkg) => sourceFiles(join(root, pkg, 'src'))).sort()) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
};

let digest: string | undefined;
const generation = (): string => {
  digest ??= codeDigest();
  return `${digest}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
};

const seedName = (patients: number) => `${generation()}_${patients}`;

// --- PGlite: a tarball per seed, under the system's temporary folder.

const snapshotPath = (patients: number) => join(snapshotDir, `${seedName(patients)}.tar.gz`);

export const loadPgliteSeed = (patients: number): Blob | undefined => {
  try {
    return new Blob([readFileSync(snapshotPath(patients))]);
  } catch {
    return undefined;
  }
};

export const savePgliteSeed = async (patients: number, snapshot: Blob): Promise<void> => {
  mkdirSync(snapshotDir, { recursive: true });
  const path = snapshotPath(patients);
  // Written aside then renamed, so a file running in parallel never reads half a tarball.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, path);
  for (const name of readdirSync(snapshotDir)) {
    const stale = !name.startsWith(generation()) && Date.now() - statSync(join(snapshotDir, name)).mtimeMs > 3_600_000;
    if (stale) rmSync(join(snapshotDir, name), { force: true });
  }
};

// --- PostgreSQL: a template database per seed on the test server.

const templateName = (patients: number) => `${TEMPLATE_PREFIX}${seedName(patients)}`;

const onServer = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const createDatabase = (serverUrl: string, database: string) => onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
export const dropDatabase = (serverUrl: string, database: string) => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

/** Creates `database` as a copy of the seed's template; false when there is no such template yet. */
export const copyPostgresSeed = async (serverUrl: string, patients: number, database: string): Promise<boolean> =>
  onServer(serverUrl, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName(patients)]);
    if (rows.length === 0) return false;
    await client.query(`CREATE DATABASE ${database} TEMPLATE ${templateName(patients)}`);
    return true;
  });

/** Keeps `database` (which nobody may be connected to) as the seed's template. */
export const savePostgresSeed = async (serverUrl: string, patients: number, database: string): Promise<void> =>
  onServer(serverUrl, async (client) => {
    const partial = `${TEMPLATE_PREFIX}partial_${process.pid}_${Date.now()}`;
    await client.query(`CREATE DATABASE ${partial} TEMPLATE ${database}`);
    try {
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${templateName(patients)}`);
    } catch {
      // Another test process kept the same seed first: theirs serves as well.
      await client.query(`DROP DATABASE IF EXISTS ${partial}`);
    }
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' AND datname NOT LIKE $1`,
      [`${TEMPLATE_PREFIX}${generation()}%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  });
