import { isNoteViewLogStream, noteEventTypes } from '@careledger/domain';
import { loadRows, upsertRows, type NoteEditRow, type NotePatientRow, type NoteRow, type NoteViewRow, type RecordedEvent, type SqlExecutor } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { editEntryOf, evolveNotePatient, evolveNoteRow, notePatientEventTypes, viewEntryOf, type RecordedNoteEvent, type RecordedPatientEvent } from './note-rows';

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const NOTES_SCHEMA_VERSION = 2;

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
      PRIMARY KEY (note_id, last_position)
    );
    CREATE TABLE IF NOT EXISTS ${patients} (
      patient_id uuid PRIMARY KEY, agency_id text, partner_id text, care_team jsonb NOT NULL, created_by text,
      version integer NOT NULL, last_position bigint NOT NULL
    );`;
};

const projectPatients = async (tx: SqlExecutor, table: string, events: readonly RecordedPatientEvent[]): Promise<void> => {
  const idOf = (event: RecordedPatientEvent): string => event.data.patientId;
  const stored = await loadRows<NotePatientRow>(tx, table, ['patient_id', 'uuid'], [...new Set(events.map(idOf))]);
  const changed = foldRows(byKey(stored, (row) => row.patient_id), events, idOf, evolveNotePatient);
  await upsertRows(tx, table, [...changed.values()], { conflict: ['patient_id'] });
};

/**
 * Patient, hub and cluster notes (one row each, with the rendered document), their edit and view
 * logs, and the little of each patient the visibility rules need. A view comes from the note's view
 * log or, recorded before that log existed, from the note's own stream: the view log holds both,
 * keyed by position, as their versions count in different streams.
 */
export const noteProjector: Projector<'notes' | 'note_edit_log' | 'note_view_log' | 'note_patients'> = {
  name: 'notes',
  version: NOTES_SCHEMA_VERSION,
  tables: ['notes', 'note_edit_log', 'note_view_log', 'note_patients'],
  createTables: noteTables,
  handles: (type) => noteTypes.has(type) || patientTypes.has(type),
  async apply(tx, events, tables) {
    await projectPatients(tx, tables.note_patients, events.filter(isPatientEvent));
    const noteEvents = events.filter(isNoteEvent);
    const ids = [...new Set(noteEvents.map((event) => event.data.noteId))];
    const stored = await loadRows<NoteRow>(tx, tables.notes, ['id', 'uuid'], ids);
    const notes = new Map(stored.map((row) => [row.id, row]));
    const changed = new Map<string, NoteRow>();
    const edits: NoteEditRow[] = [];
    const views: NoteViewRow[] = [];
    for (const event of noteEvents) {
      const before = notes.get(event.data.noteId) ?? null;
      if (isNoteViewLogStream(event.streamId)) {
        // A view in the note's view log leaves the note row, and its version, as they are.
        const view = before && viewEntryOf(event);
        if (view) views.push(view);
        continue;
      }
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
    await upsertRows(tx, tables.notes, [...changed.values()], { conflict: ['id'] });
    await upsertRows(tx, tables.note_edit_log, edits, { conflict: ['note_id', 'version'] });
    await upsertRows(tx, tables.note_view_log, views, { conflict: ['note_id', 'last_position'] });
  },
};
