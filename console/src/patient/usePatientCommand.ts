import type { Patient, PatientCommand } from '../api';
import { useRecordCommand } from '../layout/useRecordCommand';
import { usePatientAction, type PatientActionVariables } from './queries';

/**
 * One editor's commands on the patient on screen: each carries the version shown as
 * `expectedVersion`; a 409 closes the dialog and becomes a conflict notice over the refetched record.
 */
export function usePatientCommand(patient: Patient) {
  const mutation = usePatientAction(patient.id);
  const command = useRecordCommand<string, PatientActionVariables>(mutation, patient.version);
  return {
    ...command,
    pending: mutation.isPending,
    send: (next: PatientCommand, idempotencyKey: string) => command.run({ command: next, expectedVersion: patient.version, idempotencyKey }),
  };
}

export type PatientCommandState = ReturnType<typeof usePatientCommand>;
