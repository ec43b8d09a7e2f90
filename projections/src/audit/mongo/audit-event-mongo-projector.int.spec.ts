import { describe, it } from 'vitest';
import type { AuditEventDocument } from '@careledger/storage/mongo';
import { mongoSuiteTitle, mongoTestUrl, testDatabases } from '@careledger/storage/testing';
import { assessment, unrelated } from '../../testing/assessment-events';
import { mongoProjectionSpec } from '../../testing/mongo-projection-spec';
import { patient } from '../../testing/patient-examples';
import { auditEventMongoProjector } from './audit-event-mongo-projector';

const url = mongoTestUrl();

/** What the audit list filters and orders on; the rest is the event as stored, which `audit-list.int.spec.ts` compares. */
const rowsOf = (documents: AuditEventDocument[]): object[] =>
  documents.map(({ _id, stream_id, category, type, actor_id, occurred_at }) => ({ _id, stream_id, category, type, actor_id, occurred_at: occurred_at?.toISOString() ?? null }));

// The events are kept in PGlite; the documents in MongoDB.
describe.skipIf(!url)(mongoSuiteTitle('audit log read model in MongoDB'), () => {
  const [pglite] = testDatabases();
  if (!pglite) return;
  const spec = mongoProjectionSpec<AuditEventDocument>(auditEventMongoProjector, pglite, url ?? '', rowsOf);

  it.each([1, 1_000])('keeps every event once, of every stream, in batches of %i', async (batchSize) => {
    const [a, p] = [assessment(), patient()];
    const other = unrelated('2026-03-01T11:00:00.000Z');
    await spec
      .given(a.created('2026-03-01T09:00:00.000Z'), p.registered('2026-03-01T10:00:00.000Z'), other, a.cancelled('2026-03-02T09:00:00.000Z', 'Moved away', 1))
      .then(
        (positions) => {
          const row = (index: number, stream_id: string, category: string, type: string, occurred_at: string) =>
            ({ _id: positions[index], stream_id, category, type, actor_id: 'user-1', occurred_at });
          return [
            row(0, `assessment-${a.id}`, 'assessment', 'AssessmentCreated', '2026-03-01T09:00:00.000Z'),
            row(1, `patient-${p.id}`, 'patient', 'PatientRegistered', '2026-03-01T10:00:00.000Z'),
            row(2, other.streamId, 'referral', 'ReferralOpened', '2026-03-01T11:00:00.000Z'),
            row(3, `assessment-${a.id}`, 'assessment', 'AssessmentCancelled', '2026-03-02T09:00:00.000Z'),
          ];
        },
        { batchSize },
      );
  });
});
