import { evolvePatient, initialPatientState, patientEventTypes, type PatientEvent, type RegisteredPatient } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';

/** A patient event as the store hands it over: the domain's event plus its position. */
export type RecordedPatientEvent = Omit<RecordedEvent, 'type' | 'data'> & PatientEvent;

const types: ReadonlySet<string> = new Set(patientEventTypes);

export const isPatientEventType = (type: string): boolean => types.has(type);

export const isRecordedPatientEvent = (event: RecordedEvent): event is RecordedEvent & RecordedPatientEvent => types.has(event.type);

/** One patient as the projector folds it: the domain's own state, plus where the stream stands (stored as a `PatientRow`). */
export interface FoldedPatient {
  patient: RegisteredPatient;
  /** Stream version of the last applied event: the client's next `expectedVersion`. */
  version: number;
  createdAt: string;
  updatedAt: string;
  lastPosition: number;
}

/**
 * The row after `event`, folded with the domain's `evolvePatient` so the read model cannot
 * disagree with the decider about what an event means. An event the row already reflects leaves
 * it as is (replaying a batch is harmless); so does any event of a patient never registered.
 */
export const evolve = (row: FoldedPatient | null, event: RecordedPatientEvent): FoldedPatient | null => {
  if (event.type === 'PatientRegistered' ? row !== null : !row || event.streamVersion <= row.version) return row;
  const patient = evolvePatient(row?.patient ?? initialPatientState(), event);
  if (patient.status !== 'registered') return row;
  const at = event.metadata.occurredAt;
  return { patient, version: event.streamVersion, createdAt: row?.createdAt ?? at, updatedAt: at, lastPosition: event.globalPosition };
};
