import type { SqlDatabase } from '@careledger/storage';
import type { GeneratedRecords } from './generated-records';

const insert = async (db: SqlDatabase, table: string, row: Record<string, unknown>): Promise<void> => {
  const columns = Object.keys(row);
  const values = columns.map((column, index) => (column.endsWith('::jsonb') ? `$${index + 1}::jsonb` : `$${index + 1}`));
  await db.query(`INSERT INTO ${table} (${columns.map((column) => column.replace('::jsonb', '')).join(', ')}) VALUES (${values.join(', ')})`, Object.values(row));
};

const bookkeeping = { version: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', last_position: 1 };

/** The generated records as the projectors keep them, in the read-model tables the lists and detail calls read. */
export const writeGeneratedRows = async (db: SqlDatabase, records: GeneratedRecords): Promise<void> => {
  for (const patient of records.patients) {
    await insert(db, 'patients', {
      id: patient.id, first_name: 'Pat', last_name: 'Ient', agency_id: patient.agencyId, partner_id: patient.partnerId, created_by: patient.createdBy,
      care_team: patient.careTeam, diagnosis_ids: [], language_ids: [], 'assistance_levels::jsonb': '{}', 'demographics::jsonb': '{}', 'allergies::jsonb': '[]', ...bookkeeping,
    });
    await insert(db, 'note_patients', {
      patient_id: patient.id, agency_id: patient.agencyId, partner_id: patient.partnerId, 'care_team::jsonb': JSON.stringify(patient.careTeam),
      created_by: patient.createdBy, version: 0, last_position: 1,
    });
  }
  for (const assessment of records.assessments) {
    await insert(db, 'assessments', {
      id: assessment.id, status: 1, patient_id: records.patients[0]?.id, agency_id: assessment.agencyId, care_service_id: 1, created_by: assessment.createdBy, ...bookkeeping,
    });
  }
  for (const posting of records.postings) {
    await insert(db, 'postings', {
      id: posting.id, patient_id: posting.patientId, agency_id: posting.agencyId, care_service_id: 1, status: posting.status, start_date: '2026-02-01',
      end_date: '2026-03-01', candidates: posting.candidates, 'state::jsonb': '{}', ...bookkeeping,
    });
  }
  for (const caregiver of records.caregivers) {
    await insert(db, 'caregivers', {
      id: caregiver.id, agency_id: caregiver.agencyId, user_id: caregiver.userId, first_name: 'Care', last_name: 'Giver', status: 1, profession_id: 'pca',
      care_service_ids: [], 'state::jsonb': '{}', ...bookkeeping,
    });
  }
  for (const subscription of records.subscriptions) {
    await insert(db, 'subscriptions', {
      id: subscription.id, patient_id: subscription.patientId, user_id: subscription.userId, product_id: 'p', membership_code: 'm', unit_price_cents: 100,
      unit_of_measure: 1, tax_rate_id: 't', tax_rate_basis_points: 0, billing_frequency: 1, collection_mode: 'invoice', recurrence: 1, rounding_rule: 1,
      rounding_increment_cents: 1, start_date: '2026-01-01', status: 'active', subscribed_by: 's', ...bookkeeping,
    });
  }
  // Each subscription bills one payment, with the subscription's member and patient.
  for (const subscription of records.subscriptions) {
    await insert(db, 'payments', {
      id: subscription.id, subscription_id: subscription.id, patient_id: subscription.patientId, user_id: subscription.userId, period_start: '2026-01-01',
      period_end: '2026-01-31', quantity: 1, unit_price_cents: 100, tax_rate_basis_points: 0, amount_cents: 100, tax_cents: 0, total_cents: 100,
      collection_mode: 'invoice', own_state: 1, state: 1, created_by: 'seed', ...bookkeeping,
    });
  }
  for (const login of records.logins) {
    await insert(db, 'logins', {
      id: login.id, email: `${login.id}@example.org`, name: 'Log In', role_id: login.roleId, agency_id: login.agencyId, partner_id: login.partnerId, status: 1,
      created_by: 'seed', ...bookkeeping,
    });
  }
  for (const hub of records.hubs) {
    await insert(db, 'shared_living_hubs', {
      id: hub.id, name: 'Hub', product_id: 1, street: 'Main', city: 'Town', province: 'ON', postal_code: 'A1A 1A1', country: 'CA', latitude: 0,
      longitude: 0, capacity: 4, lead_name: 'Lead', agency_id: hub.agencyId, active: true, created_by: 'seed', ...bookkeeping,
    });
  }
  // The referrals projector copies the patient's agency and registrant onto each referral; a patient it never saw leaves them empty.
  for (const referral of records.referrals) {
    const patient = records.patients.find((candidate) => candidate.id === referral.patientId);
    await insert(db, 'referrals', {
      id: referral.id, patient_id: referral.patientId, partner_id: referral.partnerId, status: 1, opened_on: '2026-01-05',
      patient_agency_id: patient?.agencyId ?? null, patient_created_by: patient?.createdBy ?? null, created_by: 'seed', ...bookkeeping,
    });
  }
  for (const task of records.tasks) {
    await insert(db, 'tasks', {
      id: task.id, patient_id: task.patientId, task_state: 0, due_date: '2026-02-01', assignee_id: task.assigneeId, 'state::jsonb': '{}', ...bookkeeping,
    });
  }
  for (const order of records.medicationOrders) {
    await insert(db, 'medication_orders', {
      id: order.id, patient_id: order.patientId, drug: 'Metoprolol', dose: '25 mg', route_id: 1, times_of_day: ['08:00'], start_date: '2026-02-01', status: 'active',
      'state::jsonb': '{}', ...bookkeeping,
    });
  }
  for (const note of records.notes) {
    await insert(db, 'notes', {
      id: note.id, kind: note.kind, patient_id: note.kind === 'patient' ? note.patientId : null, hub_id: note.kind === 'hub' ? note.id : null,
      author_id: note.authorId, author_agency_id: note.authorAgencyId, author_partner_id: note.authorPartnerId, note_type_id: 1,
      date_of_service: '2026-01-10', visibility: note.visibility, is_draft: note.status === 'draft', status: note.status,
      'document::jsonb': '{}', 'state::jsonb': '{}', appended_count: 0, ...bookkeeping,
    });
  }
};
