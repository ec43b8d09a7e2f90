export { testDatabases, withDatabase, type TestDatabase } from './test-databases';
export { testEventStores, type TestEventStore } from './test-event-stores';
export { canStartOwnPostgres, freePort, startOwnPostgres, type OwnPostgresServer } from './own-postgres-server';
export { eventStoreTestUrl, mongoSuiteTitle, mongoTestDatabaseName, mongoTestUrl } from './server-test-urls';
export { rewriteStreamInPlace } from './rewrite-stream';
export { recordAnchorDirectly } from './record-anchor';
export { dropTestMongo, openTestMongo } from './test-mongo';
