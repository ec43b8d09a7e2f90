import { it } from 'vitest';
import { assessment, metadata, unrelated, type GivenEvent } from './assessment-events';
import type { ProjectionExamples } from './projection-spec';

const PATIENT = '00000000-0000-4000-8000-000000000001';
const AGENCY = '00000000-0000-4000-8000-0000000000a1';

const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  patient_id: PATIENT,
  agency_id: AGENCY,
  care_service_id: 3,
  summary: 'Needs help at home',
  visit_at: null,
  cancel_reason: null,
  created_by: 'user-1',
  ...fields,
});

const byId = (rows: { id: string }[]) => rows.sort((x, y) => (x.id < y.id ? -1 : 1));

/**
 * The assessments read model's examples, given events then the rows that must exist: the same
 * for every store that keeps it (PostgreSQL and PGlite tables, MongoDB documents read back as rows).
 */
export const assessmentExamples = (spec: ProjectionExamples): void => {
  it('creates a row from AssessmentCreated', async () => {
    const a = assessment();
    await spec.given(a.created('2026-03-01T09:00:00.000Z')).then(([created]) => [
      row(a.id, { status: 1, version: 0, created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-01T09:00:00.000Z', last_position: created }),
    ]);
  });

  it('follows a requested assessment through its whole life', async () => {
    const a = assessment();
    await spec
      .given(
        a.created('2026-03-01T09:00:00.000Z', { status: 7, agencyId: null, summary: 'Mum fell twice', createdBy: 'family-9' }),
        a.pended('2026-03-02T09:00:00.000Z'),
        a.scheduled('2026-03-03T09:00:00.000Z', '2026-03-10T14:00:00.000Z'),
        a.rescheduled('2026-03-04T09:00:00.000Z', '2026-03-11T15:30:00.000Z', '2026-03-10T14:00:00.000Z'),
        a.approved('2026-03-05T09:00:00.000Z'),
        a.activated('2026-03-06T09:00:00.000Z'),
        a.completed('2026-03-07T09:00:00.000Z'),
      )
      .then((positions) => [
        row(a.id, {
          status: 6,
          version: 6,
          agency_id: null,
          summary: 'Mum fell twice',
          created_by: 'family-9',
          visit_at: '2026-03-11T15:30:00.000Z',
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-07T09:00:00.000Z',
          last_position: positions.at(-1),
        }),
      ]);
  });

  it('keeps the visit and records the reason of a cancellation', async () => {
    const a = assessment();
    await spec
      .given(a.created('2026-03-01T09:00:00.000Z'), a.scheduled('2026-03-02T09:00:00.000Z', '2026-03-09T08:00:00.000Z'), a.cancelled('2026-03-03T10:15:00.000Z', 'Family moved away', 2))
      .then(([, , cancelled]) => [
        row(a.id, {
          status: 5,
          version: 2,
          visit_at: '2026-03-09T08:00:00.000Z',
          cancel_reason: 'Family moved away',
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-03T10:15:00.000Z',
          last_position: cancelled,
        }),
      ]);
  });

  it.each([1, 2, 1_000])('gives the same rows for interleaved streams in batches of %i', async (batchSize) => {
    const [a, b] = [assessment(), assessment()];
    await spec
      .given(
        a.created('2026-03-01T09:00:00.000Z'),
        unrelated('2026-03-01T09:30:00.000Z'),
        b.created('2026-03-01T10:00:00.000Z', { status: 7 }),
        a.scheduled('2026-03-02T09:00:00.000Z', '2026-03-09T08:00:00.000Z'),
        b.cancelled('2026-03-02T10:00:00.000Z', 'Duplicate request', 7),
        a.approved('2026-03-03T09:00:00.000Z'),
        unrelated('2026-03-03T09:30:00.000Z'),
      )
      .then(
        ([, , , , cancelled, approved]) =>
          byId([
            row(a.id, { status: 3, version: 2, visit_at: '2026-03-09T08:00:00.000Z', created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-03T09:00:00.000Z', last_position: approved }),
            row(b.id, { status: 5, version: 1, cancel_reason: 'Duplicate request', created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-02T10:00:00.000Z', last_position: cancelled }),
          ]),
        { batchSize },
      );
  });

  it('counts shift and survey events in the version, and shows none of them', async () => {
    const a = assessment();
    const detail = (type: string, data: Record<string, unknown>, at: string): GivenEvent => ({
      type,
      data: { assessmentId: a.id, ...data },
      streamId: `assessment-${a.id}`,
      metadata: metadata(at),
    });
    const shift = { shiftId: '00000000-0000-4000-8000-000000000051', startsAt: '2026-03-10T08:00:00Z', endsAt: '2026-03-10T16:00:00Z', caregiverId: null };
    await spec
      .given(
        a.created('2026-03-01T09:00:00.000Z'),
        a.scheduled('2026-03-02T09:00:00.000Z', '2026-03-09T08:00:00.000Z'),
        a.approved('2026-03-03T09:00:00.000Z'),
        detail('AssessmentShiftAdded', shift, '2026-03-04T09:00:00.000Z'),
        detail('AssessmentShiftChanged', { ...shift, endsAt: '2026-03-10T17:00:00Z' }, '2026-03-04T10:00:00.000Z'),
        detail('AssessmentShiftCancelled', { shiftId: shift.shiftId, reason: 'Patient in hospital' }, '2026-03-04T11:00:00.000Z'),
        detail('AssessmentSurveyAnswered', { answers: [{ questionId: 'stairs', value: true }] }, '2026-03-04T12:00:00.000Z'),
      )
      .then((positions) => [
        row(a.id, { status: 3, version: 6, visit_at: '2026-03-09T08:00:00.000Z', created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-04T12:00:00.000Z', last_position: positions.at(-1) }),
      ]);
  });

  it('writes no row for events of other aggregates, nor for an assessment never created', async () => {
    const orphan = assessment();
    await spec.given(unrelated('2026-03-01T09:00:00.000Z'), orphan.approved('2026-03-02T09:00:00.000Z')).then([]);
  });

  it('keeps microsecond instants exactly when a later batch rewrites the row', async () => {
    const a = assessment();
    await spec
      .given(a.created('2026-03-01T09:00:00.123456Z'), a.scheduled('2026-03-02T09:00:00.000Z', '2026-03-09T08:00:00.654321Z'), a.approved('2026-03-03T09:00:00.000Z'))
      .then(
        ([, , approved]) => [
          row(a.id, { status: 3, version: 2, visit_at: '2026-03-09T08:00:00.654Z', created_at: '2026-03-01T09:00:00.123Z', updated_at: '2026-03-03T09:00:00.000Z', last_position: approved }),
        ],
        { batchSize: 1 },
      );
  });
};
