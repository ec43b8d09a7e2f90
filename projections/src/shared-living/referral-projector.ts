import { loadRows, upsertRows, type ReferralPatientRow, type ReferralRow } from '@careledger/storage';
import { byKey } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { foldReferralBatch, handlesReferralEvent, referralBatchOf } from './referral-fold';

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. 2: the patient facts keep their stream version. */
export const REFERRALS_SCHEMA_VERSION = 2;

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
    CREATE TABLE IF NOT EXISTS ${patients} (patient_id uuid PRIMARY KEY, agency_id text, created_by text, version integer NOT NULL);`;
};

/** Shared-living referrals, each carrying its patient's agency and registrant for scoping. */
export const referralProjector: Projector<'referrals' | 'referral_patients'> = {
  name: 'referrals',
  version: REFERRALS_SCHEMA_VERSION,
  tables: ['referrals', 'referral_patients'],
  createTables: referralTables,
  handles: handlesReferralEvent,
  async apply(tx, events, tables) {
    const batch = referralBatchOf(events);
    const patients = await loadRows<ReferralPatientRow>(tx, tables.referral_patients, ['patient_id', 'uuid'], batch.patientIds);
    const named = await loadRows<ReferralRow>(tx, tables.referrals, ['id', 'uuid'], batch.referralIds);
    const ofPatients = await loadRows<ReferralRow>(tx, tables.referrals, ['patient_id', 'uuid'], batch.changingPatientIds);
    const changed = foldReferralBatch(batch, {
      referrals: byKey([...named, ...ofPatients], (row) => row.id),
      patients: byKey(patients, (row) => row.patient_id),
    });
    await upsertRows(tx, tables.referral_patients, [...changed.patients.values()], { conflict: ['patient_id'] });
    await upsertRows(tx, tables.referrals, [...changed.referrals.values()], { conflict: ['id'] });
  },
};
