import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import { referralMilestones } from '@careledger/domain';
import { assessment, metadata, type GivenEvent } from './assessment-events';
import { patient } from './patient-examples';
import type { ProjectionExamples } from './projection-spec';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';
const SHARED_LIVING = 14;

const bucket = (report: string, day: string, measure: string, count: number, sum = 0, agency = AGENCY, partner = '') => ({
  report,
  day,
  agency_id: agency,
  partner_id: partner,
  measure,
  count,
  sum,
});

const referralEvent = (referralId: string, type: string, data: Record<string, unknown>, at: string): GivenEvent => ({
  type,
  data: { referralId, ...data },
  streamId: `referral-${referralId}`,
  metadata: metadata(at),
});

const noMilestones = Object.fromEntries(referralMilestones.map((milestone) => [`${milestone.replaceAll('-', '_')}_on`, null]));

/**
 * The report read model's examples, given events then the rows that must exist: the same for every
 * store that keeps it (PostgreSQL and PGlite tables, MongoDB documents read back as rows).
 */
export const reportExamples = (spec: ProjectionExamples): void => {
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
        [
          bucket('assessments', '2026-03-01', 'created', 2),
          bucket('assessments', '2026-03-02', 'active', 2),
          bucket('assessments', '2026-03-03', 'active', -1),
          bucket('assessments', '2026-03-03', 'completed', 1),
        ],
        { orderBy: 'day, measure', batchSize },
      );
  });

  it('remembers each subject with the dimensions it was counted under and its status', async () => {
    const a = assessment();
    await spec
      .given(a.created('2026-03-01T09:00:00.000Z'), a.cancelled('2026-03-02T09:00:00.000Z', 'Moved away', 1))
      .then([{ id: a.id, kind: 'assessment', agency_id: AGENCY, partner_id: '', status: 5, version: 1 }], { table: 'report_subjects' });
  });

  it.each([1, 1_000])(
    'counts a referral under its patient\'s agency on the day it opened, and its days to approval once, corrected, in batches of %i',
    async (batchSize) => {
      const [p, hubId, referralId] = [patient(), randomUUID(), randomUUID()];
      await spec
        .given(
          p.registered('2026-02-27T09:00:00.000Z'),
          { type: 'HubCreated', data: { hubId, productId: SHARED_LIVING, agencyId: null }, streamId: `hub-${hubId}`, metadata: metadata('2026-02-27T10:00:00.000Z') },
          referralEvent(referralId, 'ReferralOpened', { patientId: p.id, partnerId: PARTNER, hubId, createdBy: 'user-1', openedOn: '2026-03-01' }, '2026-03-01T09:00:00.000Z'),
          referralEvent(referralId, 'ReferralMilestoneRecorded', { milestone: 'approved', date: '2026-03-05', previousDate: null }, '2026-03-06T09:00:00.000Z'),
          referralEvent(referralId, 'ReferralMilestoneRecorded', { milestone: 'approved', date: '2026-03-04', previousDate: '2026-03-05' }, '2026-03-07T09:00:00.000Z'),
          referralEvent(referralId, 'ReferralHeld', { reason: 'Waiting for a bed' }, '2026-03-08T09:00:00.000Z'),
        )
        .then(
          [
            bucket('patients', '2026-02-27', 'registered', 1),
            bucket('referrals', '2026-03-01', 'open', 1, 0, AGENCY, PARTNER),
            bucket('referrals', '2026-03-01', 'opened', 1, 0, AGENCY, PARTNER),
            bucket('referrals', '2026-03-01', 'openedSharedLiving', 1, 0, AGENCY, PARTNER),
            bucket('referrals', '2026-03-01', 'toApproved', 1, 3, AGENCY, PARTNER),
            bucket('referrals', '2026-03-08', 'onHold', 1, 0, AGENCY, PARTNER),
          ],
          { orderBy: 'day, measure', batchSize },
        );
    },
  );

  it('keeps each referral\'s dates as they were last recorded', async () => {
    const [p, referralId] = [patient(), randomUUID()];
    await spec
      .given(
        p.registered('2026-02-27T09:00:00.000Z', { agencyId: null }),
        referralEvent(referralId, 'ReferralOpened', { patientId: p.id, partnerId: PARTNER, hubId: null, createdBy: 'user-1', openedOn: '2026-03-01' }, '2026-03-01T09:00:00.000Z'),
        referralEvent(referralId, 'ReferralMilestoneRecorded', { milestone: 'move-in', date: '2026-03-20', previousDate: null }, '2026-03-20T09:00:00.000Z'),
      )
      .then(
        [{ referral_id: referralId, agency_id: '', partner_id: PARTNER, opened_on: '2026-03-01', ...noMilestones, move_in_on: '2026-03-20', version: 1 }],
        { table: 'report_milestones', orderBy: 'referral_id' },
      );
  });
};
