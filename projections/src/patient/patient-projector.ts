import type { Projector } from '../engine/projector';
import { evolve, isPatientEventType, isRecordedPatientEvent, type PatientRow } from './patient-row';
import { patientTables } from './patient-table';
import { loadPatients, replaceContacts, upsertPatients } from './patient-writer';

/** The patient list and detail read model: one row per patient, its contacts one row each. */
export const patientProjector: Projector<'patients' | 'patient_contacts'> = {
  name: 'patients',
  version: 1,
  tables: ['patients', 'patient_contacts'],
  createTables: patientTables,
  handles: isPatientEventType,
  async apply(tx, events, tables) {
    const patientEvents = events.filter(isRecordedPatientEvent);
    const ids = [...new Set(patientEvents.map((event) => event.data.patientId))];
    const stored = await loadPatients(tx, { patients: tables.patients, contacts: tables.patient_contacts }, ids);
    // Fold the whole batch in memory, then write each touched row once.
    const changed = new Map<string, PatientRow>();
    for (const event of patientEvents) {
      const id = event.data.patientId;
      const before = changed.get(id) ?? stored.get(id) ?? null;
      const after = evolve(before, event);
      if (after && after !== before) changed.set(id, after);
    }
    const rows = [...changed.values()];
    await upsertPatients(tx, tables.patients, rows);
    // The domain keeps the same contacts array until a contact event changes it.
    await replaceContacts(
      tx,
      tables.patient_contacts,
      rows.filter((row) => row.patient.contacts !== stored.get(row.patient.patientId)?.patient.contacts),
    );
  },
};
