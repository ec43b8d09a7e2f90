import { describe, it } from 'vitest';
import { testDatabases } from '@careledger/storage/testing';
import { assessment } from '../testing/assessment-events';
import { projectionSpec } from '../testing/projection-spec';
import { reportProjector } from './report-projector';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';

const bucket = (day: string, measure: string, count: number) => ({ report: 'assessments', day, agency_id: AGENCY, partner_id: '', measure, count, sum: 0 });

describe.each(testDatabases())('reports read model on $name', (testDatabase) => {
  const spec = projectionSpec(reportProjector, testDatabase);

  it.each([1, 1_000])('counts flows on the day they happen and moves gauges in and out, in batches of %i', async (batchSize) => {
    const [a, b] = [assessment(), assessment()];
    await spec
      .given(
        a.created('2026-03-01T09:00:00.000Z'),
        b.created('2026-03-01T10:00:00.000Z'),
        a.activated('2026-03-02T09:00:00.000Z'),
        b.activated('2026-03-02T10:00:00.000Z'),
        a.completed('2026-03-03T09:00:00.000Z'),
      )
      .then(
        [bucket('2026-03-01', 'created', 2), bucket('2026-03-02', 'active', 2), bucket('2026-03-03', 'active', -1), bucket('2026-03-03', 'completed', 1)],
        { orderBy: 'day, measure', batchSize },
      );
  });

  it('remembers each subject with the dimensions it was counted under and its status', async () => {
    const a = assessment();
    await spec
      .given(a.created('2026-03-01T09:00:00.000Z'), a.cancelled('2026-03-02T09:00:00.000Z', 'Moved away', 1))
      .then([{ id: a.id, kind: 'assessment', agency_id: AGENCY, partner_id: '', status: 5, version: 1 }], { table: 'report_subjects' });
  });
});
