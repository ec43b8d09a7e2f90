import { randomUUID } from 'node:crypto';

/**
 * The MongoDB replica set the MongoDB suites run against: MONGODB_URL, or the container the test
 * run started where a Docker engine answers (tests/src/support/server-containers.global.ts); none
 * on a machine with neither.
 */
export const mongoTestUrl = (): string | undefined => process.env.MONGODB_URL || process.env.CONTAINER_MONGODB_URL || undefined;

/** The EventStoreDB (KurrentDB) server the EventStoreDB suites run against, found as `mongoTestUrl` finds MongoDB's. */
export const eventStoreTestUrl = (): string | undefined => process.env.EVENTSTORE_URL?.trim() || process.env.CONTAINER_EVENTSTORE_URL || undefined;

/** A suite's title, saying why it is skipped when no MongoDB is set (the test summary lists titles with `— needs `). */
export const mongoSuiteTitle = (title: string): string =>
  mongoTestUrl() ? title : `${title} — needs MONGODB_URL (a MongoDB replica set) or a Docker engine (neither here)`;

/** A database of its own for one test file, dropped when it ends: suites never share documents. */
export const mongoTestDatabaseName = (): string => `careledger_test_${randomUUID().slice(0, 8)}`;
