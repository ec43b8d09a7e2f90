import { evolveMedicationOrder, initialMedicationOrderState, medicationOrderEventTypes, type MedicationOrderEvent, type MedicationOrderState } from '@careledger/domain';
import { stateProjector } from '../engine/state-projector';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const MEDICATION_ORDERS_SCHEMA_VERSION = 1;

/** DDL of `medication_orders`: a patient's orders, and the orders running on a day (the doses due). */
export const medicationOrderTables = (suffix: string): string => {
  const t = `medication_orders${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      id uuid PRIMARY KEY,
      patient_id text NOT NULL,
      drug text NOT NULL,
      dose text NOT NULL,
      route_id smallint NOT NULL,
      times_of_day text[] NOT NULL,
      start_date date NOT NULL,
      end_date date,
      status text NOT NULL,
      state jsonb NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${t}_patient_idx ON ${t} (patient_id, status, drug, id);
    CREATE INDEX IF NOT EXISTS ${t}_running_idx ON ${t} (status, start_date, end_date);`;
};

/** One row per medication order: its terms, its status (active or discontinued), everything else in `state`. */
export const medicationOrderProjector = stateProjector<MedicationOrderState, MedicationOrderEvent>({
  name: 'medication_orders',
  version: MEDICATION_ORDERS_SCHEMA_VERSION,
  table: 'medication_orders',
  eventTypes: medicationOrderEventTypes,
  creationType: 'MedicationOrderCreated',
  idOf: (event) => event.data.orderId,
  initial: initialMedicationOrderState,
  evolve: evolveMedicationOrder,
  exists: (state) => state.status !== 'none',
  columns: (state) =>
    state.status === 'none'
      ? {}
      : {
          patient_id: state.patientId,
          drug: state.drug,
          dose: state.dose,
          route_id: state.routeId,
          times_of_day: state.timesOfDay,
          start_date: state.startDate,
          end_date: state.endDate,
          status: state.status,
        },
  createTables: medicationOrderTables,
});
