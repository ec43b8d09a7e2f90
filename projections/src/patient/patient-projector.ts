import { foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { loadPatients, replaceContacts, upsertPatients } from './patient-records';
import { evolve, isPatientEventType, isRecordedPatientEvent } from './patient-row';
import { PATIENTS_SCHEMA_VERSION, patientTables } from './patient-table';

/** The patient list and detail read model: one row per patient, its contacts one row each. */
export const patientProjector: Projector<'patients' | 'patient_contacts'> = {
  name: 'patients',
  version: PATIENTS_SCHEMA_VERSION,
  tables: ['patients', 'patient_contacts'],
  createTables: patientTables,
  handles: isPatientEventType,
  async apply(tx, events, tables) {
    const patientEvents = events.filter(isRecordedPatientEvent);
    const idOf = (event: (typeof patientEvents)[number]): string => event.data.patientId;
    const stored = await loadPatients(tx, { patients: tables.patients, contacts: tables.patient_contacts }, [...new Set(patientEvents.map(idOf))]);
    const rows = [...foldRows(stored, patientEvents, idOf, evolve).values()];
    await upsertPatients(tx, tables.patients, rows);
    // The domain keeps the same contacts array until a contact event changes it.
    await replaceContacts(
      tx,
      tables.patient_contacts,
      rows.filter((row) => row.patient.contacts !== stored.get(row.patient.patientId)?.patient.contacts),
    );
  },
};
