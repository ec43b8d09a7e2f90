import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  anchorSourcesOf,
  openConfiguredEventStore,
  openDatabase,
  verifyAll,
  type AnchorSources,
  type SqlDatabase,
} from '@careledger/storage';
import { parseVerifyArgs, VERIFY_USAGE } from './verify-args';
import { verifyReport } from './verify-report';

/**
 * `npm run verify`: an auditor checks a copy of the database against an anchor file copied off the
 * machine. Exit 0: clean; 1: broken links, printed; 2: it could not check (usage, no file, no database).
 */
const stop = (line: string, code = 2): never => {
  console.error(line);
  process.exit(code);
};

const args = parseVerifyArgs(process.argv.slice(2));
if ('problem' in args) stop(`${args.problem}\nUsage: ${VERIFY_USAGE}`);
const { anchors, databaseUrl: givenUrl, dataDir, eventStoreUrl } = args as Exclude<typeof args, { problem: string }>;
// npm runs scripts from the repository's root: paths are the auditor's, from where they typed the command.
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const anchorFile = anchors === undefined ? undefined : fromCaller(anchors);
if (anchorFile !== undefined) await access(anchorFile).catch(() => stop(`There is no anchor file at ${anchorFile}.`));
// Without either, the database `npm start` uses: DATABASE_URL, else DATA_DIR or .data/pglite from the repository's root.
const databaseUrl = givenUrl ?? (dataDir === undefined ? process.env.DATABASE_URL || undefined : undefined);
const pgliteDir = databaseUrl !== undefined ? undefined : dataDir !== undefined ? fromCaller(dataDir) : resolve(process.env.DATA_DIR || '.data/pglite');
// PGlite would make an empty database of a folder that is not there, and find it clean.
if (pgliteDir !== undefined) await access(pgliteDir).catch(() => stop(`There is no PGlite folder at ${pgliteDir}.`));

const where = databaseUrl === undefined ? `the PGlite folder ${pgliteDir ?? ''}` : databaseUrl.replace(/\/\/[^@/]*@/, '//');
const db: SqlDatabase = await openDatabase({ databaseUrl, dataDir: pgliteDir }).catch((error: unknown) =>
  stop(`The database (${where}) could not be opened: ${error instanceof Error ? error.message : String(error)}`),
);
try {
  const store = await openConfiguredEventStore(db, { EVENTSTORE_URL: eventStoreUrl });
  try {
    // A copy from before anchors had their heads kept: the spans are still checked, without naming streams.
    const { rows } = await db.query<{ kept: boolean }>("SELECT to_regclass('anchor_heads') IS NOT NULL AS kept");
    const sources = anchorSourcesOf(store, db, anchorFile);
    const withoutHeads = async (): Promise<AnchorSources> => ({ ...(await sources()), heads: async () => undefined });
    console.error(`Verifying ${eventStoreUrl ?? where} ...`);
    const outcome = await verifyAll({ store, scope: {}, anchors: rows[0]?.kept ? sources : withoutHeads });
    console.log(verifyReport(outcome, anchorFile ?? 'the store\'s own anchor chain only (no --anchors file given)'));
    process.exitCode = outcome.faults.length === 0 ? 0 : 1;
  } finally {
    await store.close();
  }
} finally {
  await db.close();
}
