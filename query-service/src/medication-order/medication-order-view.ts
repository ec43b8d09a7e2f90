import type { MedicationOrderAnswer, MedicationOrderState } from '@careledger/domain';
import type { DriverInstant, StateRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';
import { iso } from '../shared-living/query-params';

/** The ids a medication order names, and what each points at. */
export const MEDICATION_ORDER_NAMES = { patientId: 'patient', prescribedBy: 'user' } as const;

/** A medication order before its names are looked up (`withNames`). */
export type MedicationOrderView = Unnamed<MedicationOrderAnswer, typeof MEDICATION_ORDER_NAMES>;

export const MEDICATION_ORDER_COLUMNS = 'id, state, version, created_at, updated_at';

/** A `medication_orders` row as the queries select it (`MEDICATION_ORDER_COLUMNS`); a driver may hand `state` back as text. */
export type MedicationOrderRecord = Omit<StateRow<MedicationOrderState | string, DriverInstant>, 'last_position'>;

export const toMedicationOrderView = (record: MedicationOrderRecord): MedicationOrderView => {
  const order = typeof record.state === 'string' ? (JSON.parse(record.state) as MedicationOrderState) : record.state;
  if (order.status === 'none') throw new Error(`medication_orders row ${record.id} holds no order`);
  const discontinued = order.status === 'discontinued' ? order : null;
  return {
    id: record.id,
    patientId: order.patientId,
    drug: order.drug,
    dose: order.dose,
    routeId: order.routeId,
    timesOfDay: order.timesOfDay,
    startDate: order.startDate,
    endDate: order.endDate,
    instructions: order.instructions,
    status: order.status,
    discontinuedReason: discontinued?.discontinuedReason ?? null,
    discontinuedAt: discontinued?.discontinuedAt ?? null,
    changes: order.changes,
    prescribedBy: order.prescribedBy,
    version: record.version,
    createdAt: iso(record.created_at) ?? '',
    updatedAt: iso(record.updated_at) ?? '',
  };
};
