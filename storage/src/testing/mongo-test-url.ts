import { randomUUID } from 'node:crypto';

/** The MongoDB replica set the MongoDB suites run against (MONGODB_URL); none on a machine without one. */
export const mongoTestUrl = (): string | undefined => process.env.MONGODB_URL || undefined;

/** A suite's title, saying why it is skipped when no MongoDB is set (the test summary lists titles with `— needs `). */
export const mongoSuiteTitle = (title: string): string =>
  mongoTestUrl() ? title : `${title} — needs MONGODB_URL (a MongoDB replica set; none runs here)`;

/** A database of its own for one test file, dropped when it ends: suites never share documents. */
export const mongoTestDatabaseName = (): string => `careledger_test_${randomUUID().slice(0, 8)}`;
