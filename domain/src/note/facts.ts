import { NoteVisibility } from '../catalog/notes';
import type { RecordFacts } from '../policy/resource';
import type { CreateNote } from './commands';
import type { NoteState } from './state';

/**
 * Who wrote a note and who may read it. A draft, and a discarded one, is its author's alone: the
 * policy sees it as author-only whatever visibility it will have once published.
 */
export const noteFactsOf = (state: NoteState): RecordFacts =>
  state.status === 'none'
    ? {}
    : {
        authorId: state.authorId,
        createdBy: state.authorId,
        visibility: state.status === 'published' ? state.visibility : NoteVisibility.AUTHOR,
      };

/** A note about to be created is checked against the visibility it asks for, draft or not. */
export const noteFactsOfCreation = (command: CreateNote): RecordFacts => ({
  authorId: command.metadata.actorId,
  createdBy: command.metadata.actorId,
  visibility: command.data.visibility,
});
