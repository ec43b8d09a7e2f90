import type { DoseDueAnswer, DosesDueAnswer, MedicationOrderAnswer, MedicationRouteId } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page } from './types';

/** One medication order, as the query side answers it. */
export type MedicationOrder = MedicationOrderAnswer;

/** One dose an active order makes due on a day, with the administration recorded for it or null. */
export type DoseDue = DoseDueAnswer;
export type DosesDue = DosesDueAnswer;

/** What a prescriber may change on a running order; an absent field stays as ordered. */
export interface MedicationOrderTermsChange {
  dose?: string;
  timesOfDay?: string[];
  endDate?: string | null;
  instructions?: string | null;
}

export interface NewMedicationOrder {
  drug: string;
  dose: string;
  routeId: MedicationRouteId;
  timesOfDay: string[];
  startDate: string;
  endDate: string | null;
  instructions: string | null;
}

/** Every order of a patient fits one page: an order list longer than this is not a care plan. */
const ORDERS_PAGE_SIZE = 100;
const one = (id: string) => `/api/medication-orders/${encodeURIComponent(id)}`;
const withKey = (idempotencyKey: string | undefined) => (idempotencyKey === undefined ? {} : { idempotencyKey });

export const medicationOrdersApi = {
  listOfPatient: (patientId: string, signal?: AbortSignal) =>
    api.get<Page<MedicationOrder>>(`/api/patients/${encodeURIComponent(patientId)}/medication-orders`, { signal, query: { pageSize: ORDERS_PAGE_SIZE } }),

  dosesDue: (params: { date: string; patientId?: string | undefined; timeZone: string }, signal?: AbortSignal) =>
    api.get<DosesDue>('/api/medication-doses-due', { signal, query: { date: params.date, patientId: params.patientId, timeZone: params.timeZone } }),

  create: (patientId: string, body: NewMedicationOrder, idempotencyKey?: string) =>
    api.post<CommandResult>(`/api/patients/${encodeURIComponent(patientId)}/medication-orders`, body, withKey(idempotencyKey)),

  change: (id: string, body: MedicationOrderTermsChange & { expectedVersion: number }, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/change`, body, withKey(idempotencyKey)),

  discontinue: (id: string, body: { expectedVersion: number; reason: string }, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/discontinue`, body, withKey(idempotencyKey)),
};
