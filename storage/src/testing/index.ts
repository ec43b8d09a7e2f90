export { testDatabases, type TestDatabase } from './test-databases';
