import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { medicationsApi, type MedicationListParams, type MedicationOutcome, type NewMedicationAdministration } from '../api';

export const medicationKeys = {
  all: ['medications'] as const,
  ofPatient: (patientId: string, params: MedicationListParams) => ['medications', 'of-patient', patientId, params] as const,
};

export const usePatientMedications = (patientId: string, params: MedicationListParams) =>
  useQuery({
    queryKey: medicationKeys.ofPatient(patientId, params),
    queryFn: ({ signal }) => medicationsApi.listOfPatient(patientId, params, signal),
    placeholderData: keepPreviousData,
  });

export type MedicationCommand =
  | { action: 'record'; patientId: string; body: NewMedicationAdministration }
  | { action: 'correct'; id: string; body: MedicationOutcome & { expectedVersion: number } }
  | { action: 'void'; id: string; body: { expectedVersion: number; reason: string } };

const send = (command: MedicationCommand, idempotencyKey: string) => {
  switch (command.action) {
    case 'record':
      return medicationsApi.record(command.patientId, command.body, idempotencyKey);
    case 'correct':
      return medicationsApi.correct(command.id, command.body, idempotencyKey);
    case 'void':
      return medicationsApi.void(command.id, command.body, idempotencyKey);
  }
};

/**
 * Record, correct or void. Success and a 409 both leave the cached lists stale: refetch them (the
 * api client makes the refetch wait until the projection includes the command).
 */
export const useMedicationCommand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: MedicationCommand; idempotencyKey: string }) => send(command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
  });
};
