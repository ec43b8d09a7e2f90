import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import type { ReferralCloseReasonId, ReferralEvent, ReferralMilestone } from '@careledger/domain';
import { assessment, metadata, type GivenEvent } from './assessment-events';
import { patient } from './patient-examples';
import type { ProjectionExamples } from './projection-spec';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';
const PARTNER = '00000000-0000-4000-8000-0000000000b1';

type Opening = Omit<Extract<ReferralEvent, { type: 'ReferralOpened' }>['data'], 'referralId'>;

/** Builders of one referral's events, in the shapes the domain stores. */
export const referral = (referralId: string = randomUUID()) => {
  const on = (event: ReferralEvent, at: string): GivenEvent => ({ ...event, streamId: `referral-${referralId}`, metadata: metadata(at) });
  const ref = { referralId };
  return {
    id: referralId,
    opened: (at: string, data: Pick<Opening, 'patientId'> & Partial<Opening>) =>
      on({ type: 'ReferralOpened', data: { ...ref, partnerId: PARTNER, hubId: null, createdBy: 'partner-1', openedOn: at.slice(0, 10), ...data } }, at),
    held: (at: string, reason = 'Family reconsidering') => on({ type: 'ReferralHeld', data: { ...ref, reason } }, at),
    unheld: (at: string) => on({ type: 'ReferralUnheld', data: ref }, at),
    milestone: (at: string, milestone: ReferralMilestone, date: string) =>
      on({ type: 'ReferralMilestoneRecorded', data: { ...ref, milestone, date, previousDate: null } }, at),
    closed: (at: string, reasonId: ReferralCloseReasonId = 1, comment: string | null = 'Settled in') =>
      on({ type: 'ReferralClosed', data: { ...ref, reasonId, comment, dischargeDate: at.slice(0, 10), previousStatus: 1 } }, at),
  };
};

/** A `referrals` row as the read model keeps it: an open referral with no milestone, unless `fields` says otherwise. */
const row = (fields: { id: string; patient_id: string } & Record<string, unknown>) => ({
  partner_id: PARTNER, hub_id: null, status: 1, hold_reason: null, opened_on: '2026-03-01',
  hospital_admission_on: null, hospital_discharge_on: null, on_site_visit_on: null, approved_on: null, accepted_on: null, move_in_on: null, move_out_on: null,
  close_reason_id: null, close_comment: null, discharge_date: null, closed_at: null, patient_agency_id: null, patient_created_by: null,
  created_by: 'partner-1', created_at: '2026-03-01T09:00:00.000Z', version: 0,
  ...fields,
});

const byId = <Row extends { id: string }>(rows: Row[]): Row[] => rows.sort((x, y) => (x.id < y.id ? -1 : 1));

/**
 * The referrals read model's examples, given events then the rows that must exist: the same for
 * every store that keeps it (PostgreSQL and PGlite tables, MongoDB documents read back as rows).
 */
export const referralExamples = (spec: ProjectionExamples): void => {
  it.each([1, 1_000])("keeps every milestone and the patient's current agency on a referral, in batches of %i", async (batchSize) => {
    const p = patient();
    const r = referral();
    const hubId = randomUUID();
    await spec
      .given(
        p.registered('2026-03-01T08:00:00.000Z', { agencyId: null, partnerId: PARTNER, createdBy: 'family-1' }),
        r.opened('2026-03-01T09:00:00.000Z', { patientId: p.id, hubId }),
        r.milestone('2026-03-02T09:00:00.000Z', 'hospital-admission', '2026-02-25'),
        r.held('2026-03-03T09:00:00.000Z'),
        p.on('PatientAssignedToAgency', { agencyId: AGENCY, previousAgencyId: null }, '2026-03-03T10:00:00.000Z'),
        r.unheld('2026-03-04T09:00:00.000Z'),
        r.milestone('2026-03-10T09:00:00.000Z', 'move-in', '2026-03-10'),
        r.closed('2026-03-11T09:00:00.000Z'),
      )
      .then(
        (positions) => [
          row({
            id: r.id, patient_id: p.id, hub_id: hubId, status: 3, hospital_admission_on: '2026-02-25', move_in_on: '2026-03-10',
            close_reason_id: 1, close_comment: 'Settled in', discharge_date: '2026-03-11', closed_at: '2026-03-11T09:00:00.000Z',
            patient_agency_id: AGENCY, patient_created_by: 'family-1', updated_at: '2026-03-11T09:00:00.000Z', version: 5, last_position: positions[7],
          }),
        ],
        { batchSize },
      );
  });

  it.each([1, 1_000])(
    "carries a patient's new agency to every referral of theirs, opened before or in the same batch, and to no one else's, in batches of %i",
    async (batchSize) => {
      const [moving, staying] = [patient(), patient()];
      const [first, second, other] = [referral(), referral(), referral()];
      await spec
        .given(
          moving.registered('2026-03-01T08:00:00.000Z', { createdBy: 'family-1' }),
          staying.registered('2026-03-01T08:00:00.000Z', { createdBy: 'family-2' }),
          first.opened('2026-03-01T09:00:00.000Z', { patientId: moving.id }),
          other.opened('2026-03-01T09:00:00.000Z', { patientId: staying.id }),
          first.held('2026-03-02T09:00:00.000Z'),
          moving.on('PatientAssignedToAgency', { agencyId: OTHER_AGENCY, previousAgencyId: AGENCY }, '2026-03-03T09:00:00.000Z'),
          second.opened('2026-03-03T10:00:00.000Z', { patientId: moving.id, openedOn: '2026-03-03' }),
        )
        .then(
          (positions) =>
            byId([
              row({
                id: first.id, patient_id: moving.id, status: 2, hold_reason: 'Family reconsidering', patient_agency_id: OTHER_AGENCY, patient_created_by: 'family-1',
                updated_at: '2026-03-02T09:00:00.000Z', version: 1, last_position: positions[4],
              }),
              row({
                id: second.id, patient_id: moving.id, opened_on: '2026-03-03', patient_agency_id: OTHER_AGENCY, patient_created_by: 'family-1',
                created_at: '2026-03-03T10:00:00.000Z', updated_at: '2026-03-03T10:00:00.000Z', last_position: positions[6],
              }),
              row({
                id: other.id, patient_id: staying.id, patient_agency_id: AGENCY, patient_created_by: 'family-2', updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[3],
              }),
            ]),
          { batchSize },
        );
    },
  );

  it.each([1, 1_000])('keeps the facts of each patient it heard of, with their stream version, in batches of %i', async (batchSize) => {
    const [registered, unregistered] = [patient(), patient()];
    await spec
      .given(
        registered.registered('2026-03-01T08:00:00.000Z', { agencyId: null, createdBy: 'family-1' }),
        registered.on('PatientAmbulatoryLevelSet', { level: 2, previousLevel: null }, '2026-03-02T08:00:00.000Z'),
        registered.on('PatientAssignedToAgency', { agencyId: AGENCY, previousAgencyId: null }, '2026-03-03T08:00:00.000Z'),
        unregistered.on('PatientAssignedToAgency', { agencyId: OTHER_AGENCY, previousAgencyId: null }, '2026-03-03T08:00:00.000Z'),
      )
      .then(
        [
          { patient_id: registered.id, agency_id: AGENCY, created_by: 'family-1', version: 2 },
          { patient_id: unregistered.id, agency_id: OTHER_AGENCY, created_by: null, version: 0 },
        ].sort((x, y) => (x.patient_id < y.patient_id ? -1 : 1)),
        { table: 'referral_patients', orderBy: 'patient_id', batchSize },
      );
  });

  it('opens a referral for a patient it never heard of with no patient facts, and ignores events of a referral never opened', async () => {
    const r = referral();
    const orphan = referral();
    const patientId = randomUUID();
    await spec
      .given(
        r.opened('2026-03-01T09:00:00.000Z', { patientId }),
        orphan.held('2026-03-02T09:00:00.000Z'),
        orphan.closed('2026-03-03T09:00:00.000Z'),
        assessment().created('2026-03-04T09:00:00.000Z'),
      )
      .then((positions) => [row({ id: r.id, patient_id: patientId, updated_at: '2026-03-01T09:00:00.000Z', last_position: positions[0] })]);
  });
};
