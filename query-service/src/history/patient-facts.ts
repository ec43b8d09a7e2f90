import { fold, patientDecider, patientFactsOf, patientStreamId, type PatientFacts, type RecordFacts } from '@careledger/domain';
import type { EventStore } from '@careledger/storage';

/** The facts of a patient as it is now, from its own stream; null when there is no such patient. */
export const loadPatientFacts = async (store: EventStore, patientId: string): Promise<PatientFacts | null> =>
  patientFactsOf(fold(patientDecider, (await store.readStream(patientStreamId(patientId))) as never[]));

/**
 * Completes the facts of a record about a patient, as the command side does: the policy decides
 * on the patient as it is now. A missing patient leaves `patient` null, which no read rule but
 * an administrator's accepts.
 */
export const withPatientFacts = async (store: EventStore, facts: RecordFacts): Promise<RecordFacts> => {
  if (!facts.patientId || facts.patient !== undefined) return facts;
  return { ...facts, patient: await loadPatientFacts(store, facts.patientId) };
};
