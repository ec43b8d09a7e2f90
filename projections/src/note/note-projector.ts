import { noteEventTypes } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { loadRows, upsertRows, type Column, type Row } from '../shared-living/row-store';
import {
  editEntryOf,
  evolveNotePatient,
  evolveNoteRow,
  NOTE_COLUMNS,
  NOTE_EDIT_COLUMNS,
  NOTE_PATIENT_COLUMNS,
  NOTE_VIEW_COLUMNS,
  notePatientEventTypes,
  viewEntryOf,
  type NoteEditRow,
  type NotePatientRow,
  type NoteRow,
  type NoteViewRow,
  type RecordedNoteEvent,
  type RecordedPatientEvent,
} from './note-rows';

const noteTypes: ReadonlySet<string> = new Set(noteEventTypes);
const patientTypes: ReadonlySet<string> = new Set(notePatientEventTypes);
const isNoteEvent = (event: RecordedEvent): event is RecordedNoteEvent => noteTypes.has(event.type);
const isPatientEvent = (event: RecordedEvent): event is RecordedPatientEvent => patientTypes.has(event.type);

const noteTables = (suffix: string): string => {
  const notes = `notes${suffix}`;
  const edits = `note_edit_log${suffix}`;
  const views = `note_view_log${suffix}`;
  const patients = `note_patients${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${notes} (
      id uuid PRIMARY KEY, kind text NOT NULL, patient_id uuid, hub_id uuid, cluster_id uuid,
      author_id text NOT NULL, author_agency_id text, author_partner_id text,
      note_type_id integer NOT NULL, note_template_id integer, date_of_service date NOT NULL,
      visibility smallint NOT NULL, is_draft boolean NOT NULL, status text NOT NULL, published_at timestamptz,
      document jsonb NOT NULL, state jsonb NOT NULL, appended_count integer NOT NULL,
      version integer NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${notes}_patient_idx ON ${notes} (patient_id, status, date_of_service, id) WHERE patient_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_patient_created_idx ON ${notes} (patient_id, status, created_at, id) WHERE patient_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_patient_author_idx ON ${notes} (patient_id, author_id) WHERE patient_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_hub_idx ON ${notes} (hub_id, status, date_of_service, id) WHERE hub_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_hub_author_idx ON ${notes} (hub_id, author_id) WHERE hub_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_cluster_idx ON ${notes} (cluster_id, status, date_of_service, id) WHERE cluster_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${notes}_cluster_author_idx ON ${notes} (cluster_id, author_id) WHERE cluster_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS ${edits} (
      note_id uuid NOT NULL, version integer NOT NULL, action text NOT NULL, actor_id text NOT NULL, actor_role smallint NOT NULL,
      at timestamptz NOT NULL, detail jsonb NOT NULL, last_position bigint NOT NULL,
      PRIMARY KEY (note_id, version)
    );
    CREATE TABLE IF NOT EXISTS ${views} (
      note_id uuid NOT NULL, version integer NOT NULL, viewer_id text NOT NULL, role_id smallint NOT NULL,
      viewed_at timestamptz NOT NULL, last_position bigint NOT NULL,
      PRIMARY KEY (note_id, version)
    );
    CREATE TABLE IF NOT EXISTS ${patients} (
      patient_id uuid PRIMARY KEY, agency_id text, partner_id text, care_team jsonb NOT NULL, created_by text,
      version integer NOT NULL, last_position bigint NOT NULL
    );`;
};

/** jsonb columns travel as JSON text: the drivers then agree on how an array of them is sent. */
const forWrite = (columns: readonly Column[], rows: readonly Row[]): Row[] => {
  const json = columns.filter(([, type]) => type === 'jsonb').map(([name]) => name);
  return rows.map((row) => ({ ...row, ...Object.fromEntries(json.map((name) => [name, JSON.stringify(row[name])])) }));
};

const projectPatients = async (tx: Parameters<Projector['apply']>[0], table: string, events: readonly RecordedPatientEvent[]): Promise<void> => {
  const ids = [...new Set(events.map((event) => event.data.patientId))];
  const stored = await loadRows<NotePatientRow>(tx, table, NOTE_PATIENT_COLUMNS, 'patient_id', ids);
  const patients = new Map(stored.map((row) => [row.patient_id, row]));
  const changed = new Map<string, NotePatientRow>();
  for (const event of events) {
    const before = patients.get(event.data.patientId) ?? null;
    const after = evolveNotePatient(before, event);
    if (!after || after === before) continue;
    patients.set(after.patient_id, after);
    changed.set(after.patient_id, after);
  }
  await upsertRows(tx, table, NOTE_PATIENT_COLUMNS, ['patient_id'], forWrite(NOTE_PATIENT_COLUMNS, [...changed.values()]));
};

/**
 * Patient, hub and cluster notes (one row each, with the rendered document), their edit and view
 * logs, and the little of each patient the visibility rules need.
 */
export const noteProjector: Projector<'notes' | 'note_edit_log' | 'note_view_log' | 'note_patients'> = {
  name: 'notes',
  version: 1,
  tables: ['notes', 'note_edit_log', 'note_view_log', 'note_patients'],
  createTables: noteTables,
  handles: (type) => noteTypes.has(type) || patientTypes.has(type),
  async apply(tx, events, tables) {
    await projectPatients(tx, tables.note_patients, events.filter(isPatientEvent));
    const noteEvents = events.filter(isNoteEvent);
    const ids = [...new Set(noteEvents.map((event) => event.data.noteId))];
    const stored = await loadRows<NoteRow>(tx, tables.notes, NOTE_COLUMNS, 'id', ids);
    const notes = new Map(stored.map((row) => [row.id, row]));
    const changed = new Map<string, NoteRow>();
    const edits: NoteEditRow[] = [];
    const views: NoteViewRow[] = [];
    for (const event of noteEvents) {
      const before = notes.get(event.data.noteId) ?? null;
      const after = evolveNoteRow(before, event);
      // A log entry counts only when the note row took the event (not a replay, not an orphan).
      if (!after || after === before) continue;
      notes.set(after.id, after);
      changed.set(after.id, after);
      const edit = editEntryOf(event);
      if (edit) edits.push(edit);
      const view = viewEntryOf(event);
      if (view) views.push(view);
    }
    await upsertRows(tx, tables.notes, NOTE_COLUMNS, ['id'], forWrite(NOTE_COLUMNS, [...changed.values()]));
    await upsertRows(tx, tables.note_edit_log, NOTE_EDIT_COLUMNS, ['note_id', 'version'], forWrite(NOTE_EDIT_COLUMNS, edits));
    await upsertRows(tx, tables.note_view_log, NOTE_VIEW_COLUMNS, ['note_id', 'version'], views);
  },
};
