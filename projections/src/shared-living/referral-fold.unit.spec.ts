import { describe, expect, it } from 'vitest';
import type { RecordedEvent, ReferralPatientRow, ReferralRow } from '@careledger/storage';
import type { GivenEvent } from '../testing/assessment-events';
import { patient } from '../testing/patient-examples';
import { referral } from '../testing/referral-examples';
import { foldReferralBatch, referralBatchOf } from './referral-fold';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const OTHER_AGENCY = '00000000-0000-4000-8000-0000000000a2';

/** Given events as the store would hand them out: numbered in order, each stream from its stored version on. */
const recorded = (given: GivenEvent[], streamVersions: Record<string, number> = {}): RecordedEvent[] => {
  const versions = new Map(Object.entries(streamVersions));
  return given.map(({ streamId, ...event }, index) => {
    const streamVersion = versions.get(streamId) ?? 0;
    versions.set(streamId, streamVersion + 1);
    return { ...event, streamId, streamVersion, globalPosition: 100 + index, recordedAt: new Date(event.metadata.occurredAt), hash: '', previousHash: null };
  });
};

const stored = (referrals: ReferralRow[], patients: ReferralPatientRow[]) => ({
  referrals: new Map(referrals.map((row) => [row.id, row])),
  patients: new Map(patients.map((row) => [row.patient_id, row])),
});

const openRow = (id: string, patientId: string, facts: Pick<ReferralRow, 'patient_agency_id' | 'patient_created_by'>): ReferralRow => ({
  id, patient_id: patientId, partner_id: 'partner-1', hub_id: null, status: 1, hold_reason: null, opened_on: '2026-03-01',
  hospital_admission_on: null, hospital_discharge_on: null, on_site_visit_on: null, approved_on: null, accepted_on: null, move_in_on: null, move_out_on: null,
  close_reason_id: null, close_comment: null, discharge_date: null, closed_at: null, ...facts,
  created_by: 'partner-1', created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-01T09:00:00.000Z', version: 0, last_position: 7,
});

describe('the referrals fold', () => {
  it('names what to load: the referrals its events name, every referral of a patient whose facts may change, and the facts of those and of referred patients', () => {
    const [moving, referred] = [patient(), patient()];
    const [held, opened] = [referral(), referral()];
    const batch = referralBatchOf(
      recorded([held.held('2026-03-02T09:00:00.000Z'), moving.on('PatientAssignedToAgency', { agencyId: AGENCY, previousAgencyId: null }, '2026-03-02T10:00:00.000Z'), opened.opened('2026-03-02T11:00:00.000Z', { patientId: referred.id })]),
    );
    expect(batch).toMatchObject({ referralIds: [held.id, opened.id], changingPatientIds: [moving.id], patientIds: [moving.id, referred.id] });
  });

  it("writes a patient's new facts on each stored referral of theirs without moving its version, and leaves the other patients' alone", () => {
    const [moving, staying] = [patient(), patient()];
    const facts = { patient_agency_id: AGENCY, patient_created_by: 'family-1' };
    const referrals = [openRow('r-1', moving.id, facts), openRow('r-2', moving.id, facts), openRow('r-3', staying.id, facts)];
    const events = recorded([moving.on('PatientAssignedToAgency', { agencyId: OTHER_AGENCY, previousAgencyId: AGENCY }, '2026-03-02T10:00:00.000Z')], { [`patient-${moving.id}`]: 3 });
    const changed = foldReferralBatch(referralBatchOf(events), stored(referrals, [{ patient_id: moving.id, agency_id: AGENCY, created_by: 'family-1', version: 2 }]));
    expect([...changed.patients.values()]).toEqual([{ patient_id: moving.id, agency_id: OTHER_AGENCY, created_by: 'family-1', version: 3 }]);
    expect([...changed.referrals.values()]).toEqual(referrals.slice(0, 2).map((row) => ({ ...row, patient_agency_id: OTHER_AGENCY })));
  });

  it('gives a new referral the facts of its patient as they stand after the batch, whichever came first', () => {
    const p = patient();
    const r = referral();
    const opened = r.opened('2026-03-02T09:00:00.000Z', { patientId: p.id });
    const assigned = p.on('PatientAssignedToAgency', { agencyId: OTHER_AGENCY, previousAgencyId: AGENCY }, '2026-03-02T10:00:00.000Z');
    const facts = { patient_id: p.id, agency_id: AGENCY, created_by: 'family-1', version: 0 };
    for (const order of [[opened, assigned], [assigned, opened]]) {
      const events = recorded(order, { [`patient-${p.id}`]: 1 });
      const changed = foldReferralBatch(referralBatchOf(events), stored([], [facts]));
      expect(changed.referrals.get(r.id)).toMatchObject({ patient_agency_id: OTHER_AGENCY, patient_created_by: 'family-1', version: 0 });
    }
  });

  it('leaves everything as it is on a replay: no patient or referral is written', () => {
    const p = patient();
    const referrals = [openRow('r-1', p.id, { patient_agency_id: AGENCY, patient_created_by: 'user-1' })];
    const replayed = recorded([p.registered('2026-03-01T08:00:00.000Z', { agencyId: OTHER_AGENCY })]);
    const changed = foldReferralBatch(referralBatchOf(replayed), stored(referrals, [{ patient_id: p.id, agency_id: AGENCY, created_by: 'user-1', version: 4 }]));
    expect(changed.patients.size).toBe(0);
    expect(changed.referrals.size).toBe(0);
  });

  it("keeps the facts a referral has when its patient's are not loaded: the batch changed none of them", () => {
    const r = referral('r-1');
    const held = recorded([r.held('2026-03-02T09:00:00.000Z')], { 'referral-r-1': 1 });
    const changed = foldReferralBatch(referralBatchOf(held), stored([openRow('r-1', 'p-1', { patient_agency_id: AGENCY, patient_created_by: 'family-1' })], []));
    expect(changed.referrals.get('r-1')).toMatchObject({ status: 2, version: 1, patient_agency_id: AGENCY, patient_created_by: 'family-1' });
  });
});
