import type { Migration } from '@careledger/storage';
import { catalogSeedSql, translationSeedSql } from './reference-seed';
import { referenceTablesSql } from './reference-tables';

/**
 * Reference data lives in the database (issue 4), in versioned migrations: a change to a seed
 * ships as a new migration, never as an edit of an applied one.
 */
export const referenceMigrations: readonly Migration[] = [
  { id: 'reference/001-tables', sql: referenceTablesSql },
  { id: 'reference/002-catalogs', sql: catalogSeedSql() },
  { id: 'reference/003-translations', sql: translationSeedSql() },
];
