import { loadRows, upsertRows, type AssessmentShiftRow, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { evolveShift, shiftEventTypes, shiftKey, type RecordedShiftEvent } from './assessment-shift-row';

/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const ASSESSMENT_SHIFTS_SCHEMA_VERSION = 2;

const types: ReadonlySet<string> = new Set(shiftEventTypes);
const isShiftEvent = (event: RecordedEvent): event is RecordedEvent & RecordedShiftEvent => types.has(event.type);

const shiftTables = (suffix: string): string => {
  const t = `assessment_shifts${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${t} (
      assessment_id uuid NOT NULL, shift_id text NOT NULL, starts_at timestamptz NOT NULL, ends_at timestamptz NOT NULL,
      caregiver_id text, status text NOT NULL, cancel_reason text,
      created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, version integer NOT NULL, last_position bigint NOT NULL,
      PRIMARY KEY (assessment_id, shift_id)
    );
    CREATE INDEX IF NOT EXISTS ${t}_assessment_starts_idx ON ${t} (assessment_id, starts_at, shift_id);
    CREATE INDEX IF NOT EXISTS ${t}_caregiver_starts_idx ON ${t} (caregiver_id, starts_at);`;
};

/** The shifts of every assessment, one row each, cancelled ones included. */
export const assessmentShiftProjector: Projector<'assessment_shifts'> = {
  name: 'assessment_shifts',
  version: ASSESSMENT_SHIFTS_SCHEMA_VERSION,
  tables: ['assessment_shifts'],
  createTables: shiftTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const shiftEvents = events.filter(isShiftEvent);
    const assessmentIds = [...new Set(shiftEvents.map((event) => event.data.assessmentId))];
    const stored = await loadRows<AssessmentShiftRow>(tx, tables.assessment_shifts, ['assessment_id', 'uuid'], assessmentIds);
    const shifts = byKey(stored, (row) => shiftKey(row.assessment_id, row.shift_id));
    const changed = foldRows(shifts, shiftEvents, (event) => shiftKey(event.data.assessmentId, event.data.shiftId), evolveShift);
    await upsertRows(tx, tables.assessment_shifts, [...changed.values()], { conflict: ['assessment_id', 'shift_id'] });
  },
};
