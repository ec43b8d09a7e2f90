export { testDatabases, withDatabase, type TestDatabase } from './test-databases';
export { testEventStores, type TestEventStore } from './test-event-stores';
export { canStartOwnPostgres, freePort, startOwnPostgres, type OwnPostgresServer } from './own-postgres-server';
export { mongoSuiteTitle, mongoTestDatabaseName, mongoTestUrl } from './mongo-test-url';
