import type { SqlExecutor } from '@careledger/storage';
import { countRows } from '../http/list-query';
import { AUDIT_COLUMNS, auditConditions, auditedEventOfRow, type AuditQuery, type AuditRow } from './audit-query';
import type { AuditPageRows } from './audit-reads';

/** A page of the audit log read from the SQL `events` table, where the SQL stores keep the events. */
export const sqlAuditPage = async (db: SqlExecutor, audit: AuditQuery): Promise<AuditPageRows> => {
  const where = auditConditions(audit);
  const count = await countRows(db, 'events', where.sql, where.params);
  const direction = audit.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await db.query<AuditRow>(
    `SELECT ${AUDIT_COLUMNS} FROM events WHERE ${where.sql} ORDER BY global_position ${direction}
     LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, audit.pageSize, (audit.page - 1) * audit.pageSize],
  );
  return { rows: rows.map(auditedEventOfRow), ...count };
};
