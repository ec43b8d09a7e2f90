import { z } from 'zod';
import type { RecordType } from '../record/record-type';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import type { NoteActionName } from './actions';
import type { NoteCommand } from './commands';
import { noteDecider } from './decider';
import { HUB_NOTE_STREAM_CATEGORY, HUB_NOTE_VIEW_LOG_CATEGORY, type NoteEvent, type NoteSubject } from './events';
import { noteFactsOf, noteFactsOfCreation } from './facts';
import { createNoteCommand, noteActions, noteContentShape, uuidField } from './requests';
import type { NoteState } from './state';

const createHubNoteBody = z.strictObject({ hubId: uuidField.optional(), clusterId: uuidField.optional(), ...noteContentShape }).superRefine((note, context) => {
  if (note.hubId === undefined && note.clusterId === undefined) context.addIssue({ code: 'custom', path: ['hubId'], message: 'is required, or clusterId' });
  if (note.hubId !== undefined && note.clusterId !== undefined) {
    context.addIssue({ code: 'custom', path: ['clusterId'], message: 'must not be given with hubId: a note is about one hub or one cluster' });
  }
});

type CreateHubNoteBody = z.output<typeof createHubNoteBody>;

// The body's refinement lets exactly one of the two through.
const subjectOf = ({ hubId, clusterId }: CreateHubNoteBody): NoteSubject =>
  hubId !== undefined ? { kind: 'hub', hubId } : { kind: 'cluster', clusterId: clusterId as string };

/**
 * Hub and cluster notes, `hubnote-<id>`, their views in `hubnoteview-<id>`. No hub facts are
 * loaded for the policy: a hub note is read through the organisation its author wrote for,
 * recorded on the note when it is created.
 */
export const hubNoteRecord: RecordType<NoteState, NoteCommand, NoteEvent, NoteActionName> = {
  category: HUB_NOTE_STREAM_CATEGORY,
  noun: 'hub note',
  decider: noteDecider,
  exists: (state) => state.status !== 'none',
  create: {
    body: createHubNoteBody,
    toCommand: (noteId: string, body: CreateHubNoteBody, metadata: CommandMetadata, actor: Actor) =>
      createNoteCommand(noteId, subjectOf(body), body, metadata, actor),
  },
  actions: noteActions,
  logs: { log: HUB_NOTE_VIEW_LOG_CATEGORY },
  factsOf: (state) => ({
    ...noteFactsOf(state),
    agencyId: state.status === 'none' ? null : state.authorAgencyId,
    partnerId: state.status === 'none' ? null : state.authorPartnerId,
  }),
  factsOfCreation: (command) =>
    command.type === 'CreateNote' ? { ...noteFactsOfCreation(command), agencyId: command.data.authorAgencyId, partnerId: command.data.authorPartnerId } : {},
};
