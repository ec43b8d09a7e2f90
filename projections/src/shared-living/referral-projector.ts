import { referralEventTypes, type PatientAssignedToAgency, type PatientRegistered } from '@careledger/domain';
import { loadRows, upsertRows, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { evolveReferral, type RecordedReferralEvent, type ReferralPatientRow, type ReferralRow } from './referral-rows';

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const REFERRALS_SCHEMA_VERSION = 1;

type RecordedPatientEvent = Omit<RecordedEvent, 'type' | 'data'> & (PatientRegistered | PatientAssignedToAgency);

const referralTypes: ReadonlySet<string> = new Set(referralEventTypes);
// The patient's agency and registrant decide who else may read a referral (the referral policy).
const patientTypes: ReadonlySet<string> = new Set(['PatientRegistered', 'PatientAssignedToAgency']);
const isReferralEvent = (event: RecordedEvent): event is RecordedEvent & RecordedReferralEvent => referralTypes.has(event.type);
const isPatientEvent = (event: RecordedEvent): event is RecordedEvent & RecordedPatientEvent => patientTypes.has(event.type);

const referralTables = (suffix: string): string => {
  const referrals = `referrals${suffix}`;
  const patients = `referral_patients${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${referrals} (
      id uuid PRIMARY KEY, patient_id uuid NOT NULL, partner_id text, hub_id uuid, status smallint NOT NULL,
      hold_reason text, opened_on date NOT NULL,
      hospital_admission_on date, hospital_discharge_on date, on_site_visit_on date, approved_on date,
      accepted_on date, move_in_on date, move_out_on date,
      close_reason_id smallint, close_comment text, discharge_date date, closed_at timestamptz,
      patient_agency_id text, patient_created_by text,
      created_by text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
      version integer NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${referrals}_opened_idx ON ${referrals} (opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_updated_idx ON ${referrals} (updated_at, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_status_opened_idx ON ${referrals} (status, opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_partner_opened_idx ON ${referrals} (partner_id, opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_agency_opened_idx ON ${referrals} (patient_agency_id, opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_family_opened_idx ON ${referrals} (patient_created_by, opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_hub_opened_idx ON ${referrals} (hub_id, opened_on, id);
    CREATE INDEX IF NOT EXISTS ${referrals}_patient_idx ON ${referrals} (patient_id);
    CREATE TABLE IF NOT EXISTS ${patients} (patient_id uuid PRIMARY KEY, agency_id text, created_by text);`;
};

/** Shared-living referrals, each carrying its patient's agency and registrant for scoping. */
export const referralProjector: Projector<'referrals' | 'referral_patients'> = {
  name: 'referrals',
  version: REFERRALS_SCHEMA_VERSION,
  tables: ['referrals', 'referral_patients'],
  createTables: referralTables,
  handles: (type) => referralTypes.has(type) || patientTypes.has(type),
  async apply(tx, events, tables) {
    const patientEvents = events.filter(isPatientEvent);
    const patientIds = [...new Set(patientEvents.map((event) => event.data.patientId))];
    const patients = new Map(
      (await loadRows<ReferralPatientRow>(tx, tables.referral_patients, ['patient_id', 'uuid'], patientIds)).map((row) => [row.patient_id, row]),
    );
    for (const event of patientEvents) {
      const before = patients.get(event.data.patientId);
      const after: ReferralPatientRow =
        event.type === 'PatientRegistered'
          ? { patient_id: event.data.patientId, agency_id: event.data.agencyId, created_by: event.data.createdBy }
          : { patient_id: event.data.patientId, created_by: null, ...before, agency_id: event.data.agencyId };
      patients.set(after.patient_id, after);
    }
    await upsertRows(tx, tables.referral_patients, [...patients.values()], { conflict: ['patient_id'] });

    const referralEvents = events.filter(isReferralEvent);
    const ids = [...new Set(referralEvents.map((event) => event.data.referralId))];
    const stored = await loadRows<ReferralRow>(tx, tables.referrals, ['id', 'uuid'], ids);
    const changed = foldRows(byKey(stored, (row) => row.id), referralEvents, (event) => event.data.referralId, evolveReferral);
    await upsertRows(tx, tables.referrals, [...changed.values()], { conflict: ['id'] });
    // The patient facts as they stand after the batch, on every referral of a touched patient.
    const touchedPatients = [...new Set([...patientIds, ...[...changed.values()].map((row) => row.patient_id)])];
    if (touchedPatients.length === 0) return;
    await tx.query(
      `UPDATE ${tables.referrals} r SET patient_agency_id = p.agency_id, patient_created_by = p.created_by
       FROM ${tables.referral_patients} p WHERE p.patient_id = r.patient_id AND r.patient_id = ANY($1::uuid[])`,
      [touchedPatients],
    );
  },
};
