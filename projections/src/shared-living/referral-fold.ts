import { referralEventTypes } from '@careledger/domain';
import type { RecordedEvent, ReferralPatientRow, ReferralRow } from '@careledger/storage';
import { foldRows } from '../engine/fold-rows';
import {
  evolveReferral,
  evolveReferralPatient,
  withPatientFacts,
  type RecordedReferralEvent,
  type RecordedReferralPatientEvent,
} from './referral-rows';

const referralTypes: ReadonlySet<string> = new Set(referralEventTypes);
const patientTypes: ReadonlySet<string> = new Set(['PatientRegistered', 'PatientAssignedToAgency']);
const isReferralEvent = (event: RecordedEvent): event is RecordedEvent & RecordedReferralEvent => referralTypes.has(event.type);
const isPatientEvent = (event: RecordedEvent): event is RecordedEvent & RecordedReferralPatientEvent => patientTypes.has(event.type);

/** Whether the referrals read model takes events of this type: the referrals' own, and the patient facts their read rule needs. */
export const handlesReferralEvent = (type: string): boolean => referralTypes.has(type) || patientTypes.has(type);

/** The referrals and patient facts a batch folds on, by id. */
export interface ReferralRecords {
  referrals: ReadonlyMap<string, ReferralRow>;
  patients: ReadonlyMap<string, ReferralPatientRow>;
}

/** A batch's events, and the stored records its fold needs: whichever store keeps them loads exactly these. */
export interface ReferralBatch {
  referralEvents: RecordedReferralEvent[];
  patientEvents: RecordedReferralPatientEvent[];
  /** The referrals the batch's referral events name. */
  referralIds: string[];
  /** Patients whose facts the batch may change: every referral of theirs is loaded too, to carry the new facts. */
  changingPatientIds: string[];
  /** The patients whose facts are loaded: those that may change, and those a new referral names. */
  patientIds: string[];
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

export const referralBatchOf = (events: readonly RecordedEvent[]): ReferralBatch => {
  const referralEvents = events.filter(isReferralEvent);
  const patientEvents = events.filter(isPatientEvent);
  const changingPatientIds = unique(patientEvents.map((event) => event.data.patientId));
  const referredPatientIds = referralEvents.flatMap((event) => (event.type === 'ReferralOpened' ? [event.data.patientId] : []));
  return {
    referralEvents,
    patientEvents,
    referralIds: unique(referralEvents.map((event) => event.data.referralId)),
    changingPatientIds,
    patientIds: unique([...changingPatientIds, ...referredPatientIds]),
  };
};

/**
 * The referrals and patient facts the batch changes, folded in memory from what `referralBatchOf`
 * says to load. Each referral the batch writes, and each referral of a patient whose facts it
 * changed, carries its patient's facts as they stand after the batch. A referral whose patient is
 * not loaded keeps the facts it has: the batch changed none of them.
 */
export const foldReferralBatch = (batch: ReferralBatch, stored: ReferralRecords): { referrals: Map<string, ReferralRow>; patients: Map<string, ReferralPatientRow> } => {
  const patients = foldRows(stored.patients, batch.patientEvents, (event) => event.data.patientId, evolveReferralPatient);
  const referrals = foldRows(stored.referrals, batch.referralEvents, (event) => event.data.referralId, evolveReferral);
  const ofChangedPatients = [...stored.referrals.values()].filter((row) => patients.has(row.patient_id) && !referrals.has(row.id));
  for (const row of [...referrals.values(), ...ofChangedPatients]) {
    const patient = patients.get(row.patient_id) ?? stored.patients.get(row.patient_id);
    const carried = patient ? withPatientFacts(row, patient) : row;
    if (carried !== row) referrals.set(row.id, carried);
  }
  return { referrals, patients };
};
