import type { RecordType } from '../record/record-type';
import { creation } from '../record/record-type';
import type { NoteActionName } from './actions';
import type { NoteCommand } from './commands';
import { noteDecider } from './decider';
import { NOTE_STREAM_CATEGORY, NOTE_VIEW_LOG_CATEGORY, type NoteEvent, type NoteSubject } from './events';
import { noteFactsOf, noteFactsOfCreation } from './facts';
import { createNoteCommand, noteActions, noteContentShape, uuidField } from './requests';
import type { NoteState } from './state';

const patientOf = (subject: NoteSubject): string | null => (subject.kind === 'patient' ? subject.patientId : null);

/**
 * Patient notes, `note-<id>`, their views in `noteview-<id>`. Their facts name the patient, so
 * the command edge loads the patient's agency, partner and care team for the policy.
 */
export const patientNoteRecord: RecordType<NoteState, NoteCommand, NoteEvent, NoteActionName> = {
  category: NOTE_STREAM_CATEGORY,
  noun: 'note',
  decider: noteDecider,
  exists: (state) => state.status !== 'none',
  create: creation({ patientId: uuidField, ...noteContentShape }, (noteId, body, metadata, actor) =>
    createNoteCommand(noteId, { kind: 'patient', patientId: body.patientId }, body, metadata, actor),
  ),
  actions: noteActions,
  logs: { log: NOTE_VIEW_LOG_CATEGORY },
  factsOf: (state) => ({ ...noteFactsOf(state), patientId: state.status === 'none' ? null : patientOf(state.subject) }),
  factsOfCreation: (command) => (command.type === 'CreateNote' ? { ...noteFactsOfCreation(command), patientId: patientOf(command.data.subject) } : {}),
};
