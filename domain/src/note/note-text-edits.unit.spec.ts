import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { MAX_NOTE_TEXT_LENGTH } from './commands';
import { noteDecider } from './decider';
import type { NoteEvent } from './events';
import { ADMIN, APPENDED_ID, AUTHOR, BODY, COLLEAGUE, LATER, NOTE_ID, appendedBy, commandOf, created, draftNote, inserted, publishedNote, struck } from './note.fixtures';

const spec = deciderSpec(noteDecider);
const insert = (targetId: string, offset: number, text: string, actor: { id: string; roleId: 1 | 2 | 3 | 4 | 5 | 6 | 8 | 9 } = AUTHOR) =>
  commandOf('InsertNoteText', { targetId, offset, text }, actor);
const strike = (targetId: string, start: number, end: number, actor: { id: string; roleId: 1 | 2 | 3 | 4 | 5 | 6 | 8 | 9 } = AUTHOR) =>
  commandOf('StrikeNoteText', { targetId, start, end }, actor);

// BODY is 'Slept well. Ate breakfast.': 26 characters.
const withAddendum: NoteEvent[] = [...publishedNote, appendedBy(COLLEAGUE.id)];

describe('inserting text', () => {
  it('inserts into the parent, recording who and when', () => {
    spec.given(publishedNote).when(insert(NOTE_ID, 6, 'very ')).then([inserted(NOTE_ID, 6, 'very ')]);
  });

  it('accepts offsets from 0 to the end of the text, and refuses one past it', () => {
    spec.given(publishedNote).when(insert(NOTE_ID, 0, 'Night: ')).then([inserted(NOTE_ID, 0, 'Night: ')]);
    spec.given(publishedNote).when(insert(NOTE_ID, BODY.length, ' Walked.')).then([inserted(NOTE_ID, BODY.length, ' Walked.')]);
    const error = spec.given(publishedNote).when(insert(NOTE_ID, BODY.length + 1, 'x')).thenFails('offset_out_of_range', 'rule');
    expect(error.message).toBe('The offset 27 is outside the text, which has 26 characters (offsets run from 0 to 26).');
  });

  it('counts earlier inserts and struck text in the offsets', () => {
    const history = [...publishedNote, inserted(NOTE_ID, 26, ' Walked.'), struck(NOTE_ID, 0, 12)];
    spec.given(history).when(insert(NOTE_ID, 34, '!')).then([inserted(NOTE_ID, 34, '!')]);
    spec.given(history).when(insert(NOTE_ID, 35, '!')).thenFails('offset_out_of_range', 'rule');
  });

  it('inserts into an appended note, by its author', () => {
    spec.given(withAddendum).when(insert(APPENDED_ID, 0, 'Late entry: ', COLLEAGUE)).then([inserted(APPENDED_ID, 0, 'Late entry: ', COLLEAGUE.id)]);
  });

  it('keeps each text with its author: nobody else edits it, an administrator may', () => {
    spec.given(withAddendum).when(insert(NOTE_ID, 0, 'x', COLLEAGUE)).thenFails('not_target_author', 'forbidden');
    spec.given(withAddendum).when(insert(APPENDED_ID, 0, 'x', AUTHOR)).thenFails('not_target_author', 'forbidden');
    spec.given(withAddendum).when(insert(NOTE_ID, 0, 'x', ADMIN)).then([inserted(NOTE_ID, 0, 'x', ADMIN.id)]);
    spec.given(withAddendum).when(insert(APPENDED_ID, 0, 'x', ADMIN)).then([inserted(APPENDED_ID, 0, 'x', ADMIN.id)]);
  });

  it('refuses a target the note does not have, and a draft', () => {
    spec.given(publishedNote).when(insert(APPENDED_ID, 0, 'x')).thenFails('unknown_target', 'rule');
    spec.given(draftNote).when(insert(NOTE_ID, 0, 'x')).thenFails('note_is_draft', 'rule');
  });

  it('refuses an offset between the two halves of a character', () => {
    const emoji = [created({ body: 'Smiled 😀 today' })];
    spec.given(emoji).when(insert(NOTE_ID, 8, 'x')).thenFails('offset_splits_character', 'rule');
    spec.given(emoji).when(insert(NOTE_ID, 9, '!')).then([inserted(NOTE_ID, 9, '!')]);
  });

  it('refuses an insert that would make the text longer than the limit', () => {
    const long = [created({ body: 'a'.repeat(20_000) }), inserted(NOTE_ID, 0, 'b'.repeat(19_999))];
    spec.given(long).when(insert(NOTE_ID, 0, 'c')).then([inserted(NOTE_ID, 0, 'c')]);
    spec.given(long).when(insert(NOTE_ID, 0, 'cc')).thenFails('note_text_too_long', 'rule');
    expect(20_000 + 19_999 + 1).toBe(MAX_NOTE_TEXT_LENGTH);
  });
});

describe('striking text', () => {
  it('strikes a range of the parent, recording who and when', () => {
    spec.given(publishedNote).when(strike(NOTE_ID, 6, 11)).then([struck(NOTE_ID, 6, 11)]);
  });

  it('accepts a range that ends at the end of the text, and refuses one past it', () => {
    spec.given(publishedNote).when(strike(NOTE_ID, 12, 26)).then([struck(NOTE_ID, 12, 26)]);
    spec.given(publishedNote).when(strike(NOTE_ID, 12, 27)).thenFails('offset_out_of_range', 'rule');
    spec.given(publishedNote).when(strike(NOTE_ID, 30, 31)).thenFails('offset_out_of_range', 'rule');
  });

  it('strikes inserted text, counted in the offsets', () => {
    const history = [...publishedNote, inserted(NOTE_ID, 26, ' Walked.')];
    spec.given(history).when(strike(NOTE_ID, 26, 34)).then([struck(NOTE_ID, 26, 34)]);
  });

  it('strikes a range that is partly struck already, and refuses one that is wholly struck', () => {
    const history = [...publishedNote, struck(NOTE_ID, 0, 6)];
    spec.given(history).when(strike(NOTE_ID, 3, 11)).then([struck(NOTE_ID, 3, 11)]);
    const error = spec.given(history).when(strike(NOTE_ID, 1, 5)).thenFails('text_already_struck', 'rule');
    expect(error.message).toBe('The text from 1 to 5 is already struck.');
  });

  it('strikes in an appended note by its author, and in any text by an administrator', () => {
    spec.given(withAddendum).when(strike(APPENDED_ID, 0, 6, COLLEAGUE)).then([struck(APPENDED_ID, 0, 6, COLLEAGUE.id)]);
    spec.given(withAddendum).when(strike(APPENDED_ID, 0, 6, AUTHOR)).thenFails('not_target_author', 'forbidden');
    spec.given(withAddendum).when(strike(NOTE_ID, 0, 6, COLLEAGUE)).thenFails('not_target_author', 'forbidden');
    spec.given(withAddendum).when(strike(NOTE_ID, 0, 6, ADMIN)).then([struck(NOTE_ID, 0, 6, ADMIN.id)]);
  });

  it('refuses an unknown target, a draft, and a range that splits a character', () => {
    spec.given(publishedNote).when(strike(APPENDED_ID, 0, 1)).thenFails('unknown_target', 'rule');
    spec.given(draftNote).when(strike(NOTE_ID, 0, 1)).thenFails('note_is_draft', 'rule');
    const emoji = [created({ body: 'Smiled 😀 today' })];
    spec.given(emoji).when(strike(NOTE_ID, 8, 10)).thenFails('offset_splits_character', 'rule');
    spec.given(emoji).when(strike(NOTE_ID, 0, 8)).thenFails('offset_splits_character', 'rule');
    spec.given(emoji).when(strike(NOTE_ID, 7, 9)).then([struck(NOTE_ID, 7, 9)]);
  });

  it('keeps its own offsets per text: an edit in one does not move another', () => {
    const history = [...withAddendum, inserted(NOTE_ID, 0, 'x'.repeat(100))];
    spec.given(history).when(strike(APPENDED_ID, 0, 31, COLLEAGUE)).then([struck(APPENDED_ID, 0, 31, COLLEAGUE.id, LATER)]);
    spec.given(history).when(strike(APPENDED_ID, 0, 33, COLLEAGUE)).thenFails('offset_out_of_range', 'rule');
  });
});
