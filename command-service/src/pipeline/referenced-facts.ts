import { fold, patientDecider, patientFactsOf, patientStreamId, type RecordFacts } from '@careledger/domain';
import type { EventStore } from '@careledger/storage';
import { unknownPatient } from './record-errors';

/**
 * Completes the facts of a record with those of the records it references: a record about a
 * patient gets the patient's own facts (agency, partner, care team), read from the patient's
 * stream, so the policy decides on the patient as it is now. An unknown patient is refused.
 */
export const withReferencedFacts = async (store: EventStore, facts: RecordFacts): Promise<RecordFacts> => {
  if (!facts.patientId || facts.patient !== undefined) return facts;
  const history = await store.readStream(patientStreamId(facts.patientId));
  const patient = patientFactsOf(fold(patientDecider, history as never[]));
  if (!patient) throw unknownPatient(facts.patientId);
  return { ...facts, patient };
};
