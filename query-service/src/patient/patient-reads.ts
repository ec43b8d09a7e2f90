import type { Actor } from '@careledger/http';
import type { PatientSummaryAnswer } from '@careledger/domain';
import type { Page } from '../http/list-query';
import type { Unnamed } from '../names/display-names';
import type { PatientListRequest } from './patient-list-request';
import type { PATIENT_NAMES, PatientContactRecord, PatientDetailRecord } from './patient-view';

/** One page of the list before names are added: its rows in order, and the capped total. */
export type PatientPageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: Unnamed<PatientSummaryAnswer, typeof PATIENT_NAMES>[] };

/** The patients read model, where another store than PostgreSQL keeps it (MONGODB_URL). */
export interface PatientReads {
  page(actor: Actor, request: PatientListRequest): Promise<PatientPageRows>;
  /** The patient `id` with its contacts in order, whoever may see it; null when there is none. */
  patient(id: string): Promise<{ record: PatientDetailRecord; contacts: PatientContactRecord[] } | null>;
}
