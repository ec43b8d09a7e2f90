import { describe, expect, it } from 'vitest';
import { logStreamIdOf, logStreamIdsOf, streamIdOf } from '../record/record-type';
import { logCategoriesBeside } from '../record/record-types';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import { noteActionNames } from './actions';
import { noteDecider } from './decider';
import { isNoteViewLogStream, type NoteEvent } from './events';
import { hubNoteRecord } from './hub-note-record';
import { COLLEAGUE, NOTE_ID, commandOf, publishedNote } from './note.fixtures';
import { patientNoteRecord } from './patient-note-record';

const spec = deciderSpec(noteDecider);
const viewedBy = (viewerId: string): NoteEvent => ({ type: 'NoteViewed', data: { noteId: NOTE_ID, viewerId } });

describe("a note's view log", () => {
  it.each([
    { kind: 'patient', record: patientNoteRecord, noteStream: `note-${NOTE_ID}`, viewLog: `noteview-${NOTE_ID}` },
    { kind: 'hub', record: hubNoteRecord, noteStream: `hubnote-${NOTE_ID}`, viewLog: `hubnoteview-${NOTE_ID}` },
  ])('takes the views of a $kind note, and every other action goes to the note itself', ({ record, noteStream, viewLog }) => {
    expect(logStreamIdOf(record, 'log', NOTE_ID)).toBe(viewLog);
    for (const action of noteActionNames.filter((name) => name !== 'log')) expect(logStreamIdOf(record, action, NOTE_ID)).toBeUndefined();
    expect(streamIdOf(record, NOTE_ID)).toBe(noteStream);
    expect(logStreamIdsOf(record, NOTE_ID)).toEqual([viewLog]);
    expect(logCategoriesBeside(record.category)).toEqual([viewLog.slice(0, viewLog.indexOf('-'))]);
  });

  it('is told from the note streams, whose older views stay where they were recorded', () => {
    expect([`noteview-${NOTE_ID}`, `hubnoteview-${NOTE_ID}`].map(isNoteViewLogStream)).toEqual([true, true]);
    expect([`note-${NOTE_ID}`, `hubnote-${NOTE_ID}`, `notes-${NOTE_ID}`, 'noteview'].map(isNoteViewLogStream)).toEqual([false, false, false, false]);
  });

  it('records each view alike, the second as the first: a view needs no version and changes nothing of the note', () => {
    const first = viewedBy(COLLEAGUE.id);
    spec.given(publishedNote).when(commandOf('LogNoteView', {}, COLLEAGUE)).then([first]);
    spec.given([...publishedNote, first]).when(commandOf('LogNoteView', {}, COLLEAGUE)).then([first]);
    expect(fold(noteDecider, [...publishedNote, first, first])).toEqual(fold(noteDecider, publishedNote));
    expect(patientNoteRecord.actions.log.versioned).toBe(false);
  });
});
