import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AnalyticsQuestionEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { analyticsQuestionProjector } from './analytics-question-projector';

const owner = (ownerKey: string = randomUUID()) => {
  const on = (event: AnalyticsQuestionEvent, at: string) => given(`analyticsquestion-${ownerKey}`, event, at);
  return { key: ownerKey, on };
};

describe.each(testDatabases())('saved analytics questions read model on $name', (testDatabase) => {
  const spec = projectionSpec(analyticsQuestionProjector, testDatabase);

  it.each([1, 1_000])('keeps each owner\'s list as their stream folds it: saved, renamed, pinned, deleted, in batches of %i', async (batchSize) => {
    const o = owner();
    const other = owner();
    const [a, b] = [randomUUID(), randomUUID()];
    const ownerKey = o.key;
    await spec
      .given(
        o.on({ type: 'AnalyticsQuestionSaved', data: { ownerKey, questionId: a, name: 'Referrals', search: 'measure=referral.entered', savedAt: '2026-03-01T09:00:00.000Z' } }, '2026-03-01T09:00:00.000Z'),
        o.on({ type: 'AnalyticsQuestionSaved', data: { ownerKey, questionId: b, name: 'Tasks', search: '', savedAt: '2026-03-02T09:00:00.000Z' } }, '2026-03-02T09:00:00.000Z'),
        other.on({ type: 'AnalyticsQuestionSaved', data: { ownerKey: other.key, questionId: randomUUID(), name: 'Referrals', search: '', savedAt: '2026-03-02T10:00:00.000Z' } }, '2026-03-02T10:00:00.000Z'),
        o.on({ type: 'AnalyticsQuestionPinned', data: { ownerKey, questionId: b } }, '2026-03-03T09:00:00.000Z'),
        o.on({ type: 'AnalyticsQuestionRenamed', data: { ownerKey, questionId: b, name: 'Tasks done' } }, '2026-03-04T09:00:00.000Z'),
        o.on({ type: 'AnalyticsQuestionDeleted', data: { ownerKey, questionId: a } }, '2026-03-05T09:00:00.000Z'),
      )
      .then(
        (positions) =>
          [
            {
              id: o.key,
              state: { questions: [{ questionId: b, name: 'Tasks done', search: '', pinned: true, savedAt: '2026-03-02T09:00:00.000Z' }] },
              version: 4,
              created_at: '2026-03-01T09:00:00.000Z',
              updated_at: '2026-03-05T09:00:00.000Z',
              last_position: positions.at(-1),
            },
            {
              id: other.key,
              state: { questions: [expect.objectContaining({ name: 'Referrals', pinned: false })] },
              version: 0,
              created_at: '2026-03-02T10:00:00.000Z',
              updated_at: '2026-03-02T10:00:00.000Z',
              last_position: positions[2],
            },
          ].sort((x, y) => (x.id < y.id ? -1 : 1)),
        { batchSize },
      );
  });
});
