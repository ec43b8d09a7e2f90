import type { RecordedEvent } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { loadRows, upsertRows } from '../shared-living/row-store';
import { ASSESSMENT_SHIFT_COLUMNS, evolveShift, shiftEventTypes, shiftKey, type AssessmentShiftRow, type RecordedShiftEvent } from './assessment-shift-row';

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
    CREATE INDEX IF NOT EXISTS ${t}_assessment_starts_idx ON ${t} (assessment_id, starts_at, shift_id);`;
};

/** The shifts of every assessment, one row each, cancelled ones included. */
export const assessmentShiftProjector: Projector<'assessment_shifts'> = {
  name: 'assessment_shifts',
  version: 1,
  tables: ['assessment_shifts'],
  createTables: shiftTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const shiftEvents = events.filter(isShiftEvent);
    const assessmentIds = [...new Set(shiftEvents.map((event) => event.data.assessmentId))];
    const stored = await loadRows<AssessmentShiftRow>(tx, tables.assessment_shifts, ASSESSMENT_SHIFT_COLUMNS, 'assessment_id', assessmentIds);
    const shifts = new Map(stored.map((row) => [shiftKey(row.assessment_id, row.shift_id), row]));
    const changed = new Map<string, AssessmentShiftRow>();
    for (const event of shiftEvents) {
      const key = shiftKey(event.data.assessmentId, event.data.shiftId);
      const before = shifts.get(key) ?? null;
      const after = evolveShift(before, event);
      if (!after || after === before) continue;
      shifts.set(key, after);
      changed.set(key, after);
    }
    await upsertRows(tx, tables.assessment_shifts, ASSESSMENT_SHIFT_COLUMNS, ['assessment_id', 'shift_id'], [...changed.values()]);
  },
};
