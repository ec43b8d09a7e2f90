import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readerTimeZone } from '../i18n/calendar-dates';
import {
  medicationOrdersApi,
  medicationsApi,
  type MedicationListParams,
  type MedicationOrderTermsChange,
  type MedicationOutcome,
  type NewMedicationAdministration,
  type NewMedicationOrder,
} from '../api';

export const medicationKeys = {
  all: ['medications'] as const,
  ofPatient: (patientId: string, params: MedicationListParams) => ['medications', 'of-patient', patientId, params] as const,
  // Orders and doses due sit under the same root: recording a dose or changing an order refreshes both.
  ordersOfPatient: (patientId: string) => ['medications', 'orders', patientId] as const,
  dosesDue: (date: string, patientId: string | undefined, timeZone: string) => ['medications', 'doses-due', date, patientId ?? null, timeZone] as const,
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

export const usePatientMedicationOrders = (patientId: string) =>
  useQuery({
    queryKey: medicationKeys.ordersOfPatient(patientId),
    queryFn: ({ signal }) => medicationOrdersApi.listOfPatient(patientId, signal),
  });

/** The doses due on `date` (YYYY-MM-DD) for the patients the user may read, or for one of them; times of day read in the browser's zone. */
export const useDosesDue = (date: string, patientId?: string) => {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: medicationKeys.dosesDue(date, patientId, timeZone),
    queryFn: ({ signal }) => medicationOrdersApi.dosesDue({ date, patientId, timeZone }, signal),
    placeholderData: keepPreviousData,
  });
};

export type MedicationOrderCommand =
  | { action: 'create'; patientId: string; body: NewMedicationOrder }
  | { action: 'change'; id: string; body: MedicationOrderTermsChange & { expectedVersion: number } }
  | { action: 'discontinue'; id: string; body: { expectedVersion: number; reason: string } };

const sendOrder = (command: MedicationOrderCommand, idempotencyKey: string) => {
  switch (command.action) {
    case 'create':
      return medicationOrdersApi.create(command.patientId, command.body, idempotencyKey);
    case 'change':
      return medicationOrdersApi.change(command.id, command.body, idempotencyKey);
    case 'discontinue':
      return medicationOrdersApi.discontinue(command.id, command.body, idempotencyKey);
  }
};

/** Prescribe, change or discontinue an order; the orders and the doses due are read again after it, as the medication records are. */
export const useMedicationOrderCommand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: MedicationOrderCommand; idempotencyKey: string }) => sendOrder(command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
  });
};
