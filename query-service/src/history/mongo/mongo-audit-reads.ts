import type { Db } from 'mongodb';
import { AUDIT_EVENTS_COLLECTION, auditedEventOf, type AuditEventDocument } from '@careledger/storage/mongo';
import { countDocumentsCapped } from '../../http/mongo-list';
import type { AuditReads } from '../audit-reads';
import { auditListQuery } from './audit-list-query';

/** The audit log as MongoDB keeps it (`projections` writes it when MONGODB_URL is set, from any event store). */
export const mongoAuditReads = (db: Db): AuditReads => {
  const events = db.collection<AuditEventDocument>(AUDIT_EVENTS_COLLECTION);
  return {
    async page(query) {
      const { filter, pipeline } = auditListQuery(query);
      const [documents, count] = await Promise.all([
        events.aggregate<AuditEventDocument>(pipeline).toArray(),
        countDocumentsCapped(db.collection(AUDIT_EVENTS_COLLECTION), filter),
      ]);
      return { rows: documents.map(auditedEventOf), ...count };
    },
  };
};
