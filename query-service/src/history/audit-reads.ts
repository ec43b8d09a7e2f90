import type { AuditedEvent } from '@careledger/storage/mongo';
import type { Page } from '../http/list-query';
import type { AuditQuery } from './audit-query';

/** One page of the audit log before names are added: its events in order, and the capped total. */
export type AuditPageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: AuditedEvent[] };

/** The audit log, where another store than the SQL `events` table answers it (MONGODB_URL). */
export interface AuditReads {
  page(query: AuditQuery): Promise<AuditPageRows>;
}
