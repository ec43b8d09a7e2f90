import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { isDomainError } from '../shared/domain-error';
import { noteDecider } from './decider';
import type { NoteEvent } from './events';
import { ADMIN, APPENDED_ID, AUTHOR, BODY, COLLEAGUE, CREATED_AT, LATER, LATEST, NOTE_ID, appendedBy, commandOf, created, draftNote, inserted, publishedNote, struck } from './note.fixtures';
import { renderNote, renderNoteState, type NoteSegment } from './render';
import { currentText } from './text';

const original = (text: string): NoteSegment => ({ kind: 'original', text, by: AUTHOR.id, at: CREATED_AT });
const writtenOriginally = { kind: 'original', by: AUTHOR.id, at: CREATED_AT } as const;
const parentOf = (events: NoteEvent[]) => renderNote(events)?.parent;

describe('renderNote', () => {
  it('renders nothing for a note that does not exist', () => {
    expect(renderNote([])).toBeNull();
  });

  it('renders an untouched note as one original segment by its author', () => {
    expect(renderNote(publishedNote)).toEqual({
      noteId: NOTE_ID,
      status: 'published',
      parent: { id: NOTE_ID, by: AUTHOR.id, at: CREATED_AT, segments: [original(BODY)], text: BODY, readingText: BODY },
      appended: [],
    });
  });

  it('marks inserted text with who inserted it and when, at the start, middle and end', () => {
    const parent = parentOf([...publishedNote, inserted(NOTE_ID, 6, 'very ', COLLEAGUE.id), inserted(NOTE_ID, 0, '> ', ADMIN.id, LATEST), inserted(NOTE_ID, 33, '!')]);
    expect(parent?.segments).toEqual([
      { kind: 'inserted', text: '> ', by: ADMIN.id, at: LATEST },
      original('Slept '),
      { kind: 'inserted', text: 'very ', by: COLLEAGUE.id, at: LATER },
      original('well. Ate breakfast.'),
      { kind: 'inserted', text: '!', by: AUTHOR.id, at: LATER },
    ]);
    expect(parent?.text).toBe('> Slept very well. Ate breakfast.!');
  });

  it('keeps struck text, marked with who struck it and who wrote it', () => {
    const parent = parentOf([...publishedNote, struck(NOTE_ID, 6, 11, ADMIN.id)]);
    expect(parent?.segments).toEqual([
      original('Slept '),
      { kind: 'struck', text: 'well.', by: ADMIN.id, at: LATER, written: writtenOriginally },
      original(' Ate breakfast.'),
    ]);
    expect(parent?.text).toBe(BODY);
    expect(parent?.readingText).toBe('Slept  Ate breakfast.');
  });

  it('strikes across original and inserted text as two runs, each remembering how it was written', () => {
    const parent = parentOf([...publishedNote, inserted(NOTE_ID, 26, ' Walked.', COLLEAGUE.id), struck(NOTE_ID, 12, 34, ADMIN.id, LATEST)]);
    expect(parent?.segments).toEqual([
      original('Slept well. '),
      { kind: 'struck', text: 'Ate breakfast.', by: ADMIN.id, at: LATEST, written: writtenOriginally },
      { kind: 'struck', text: ' Walked.', by: ADMIN.id, at: LATEST, written: { kind: 'inserted', by: COLLEAGUE.id, at: LATER } },
    ]);
  });

  it('leaves text struck by the first strike that reached it', () => {
    const parent = parentOf([...publishedNote, struck(NOTE_ID, 0, 6, AUTHOR.id, LATER), struck(NOTE_ID, 3, 11, ADMIN.id, LATEST)]);
    expect(parent?.segments).toEqual([
      { kind: 'struck', text: 'Slept ', by: AUTHOR.id, at: LATER, written: writtenOriginally },
      { kind: 'struck', text: 'well.', by: ADMIN.id, at: LATEST, written: writtenOriginally },
      original(' Ate breakfast.'),
    ]);
  });

  it('places an insert after struck text by counting it, and splits a struck run it lands in', () => {
    const parent = parentOf([...publishedNote, struck(NOTE_ID, 0, 11), inserted(NOTE_ID, 11, ' Restless night.'), inserted(NOTE_ID, 3, '~')]);
    expect(parent?.segments.map((segment) => [segment.kind, segment.text])).toEqual([
      ['struck', 'Sle'],
      ['inserted', '~'],
      ['struck', 'pt well.'],
      ['inserted', ' Restless night.'],
      ['original', ' Ate breakfast.'],
    ]);
    expect(parent?.readingText).toBe('~ Restless night. Ate breakfast.');
  });

  it('renders each appended note with its own author and edits', () => {
    const note = renderNote([...publishedNote, appendedBy(COLLEAGUE.id, 'Visit at 3pm.'), inserted(APPENDED_ID, 9, 'about ', COLLEAGUE.id, LATEST), struck(NOTE_ID, 0, 6)]);
    expect(note?.appended).toEqual([
      {
        id: APPENDED_ID,
        by: COLLEAGUE.id,
        at: LATER,
        segments: [
          { kind: 'original', text: 'Visit at ', by: COLLEAGUE.id, at: LATER },
          { kind: 'inserted', text: 'about ', by: COLLEAGUE.id, at: LATEST },
          { kind: 'original', text: '3pm.', by: COLLEAGUE.id, at: LATER },
        ],
        text: 'Visit at about 3pm.',
        readingText: 'Visit at about 3pm.',
      },
    ]);
    expect(note?.parent.readingText).toBe('well. Ate breakfast.');
  });

  it('renders a draft as last edited, and a discarded one as it was left', () => {
    const edited: NoteEvent = { type: 'NoteDraftEdited', data: { noteId: NOTE_ID, noteTypeId: 2, noteTemplateId: null, dateOfService: '2026-03-01', body: 'Restless.', editedAt: LATER } };
    expect(renderNote([...draftNote, edited])).toMatchObject({ status: 'draft', parent: { at: LATER, segments: [{ kind: 'original', text: 'Restless.', by: AUTHOR.id, at: LATER }] }, appended: [] });
    expect(renderNote([...draftNote, edited, { type: 'NoteDraftDiscarded', data: { noteId: NOTE_ID } }])).toMatchObject({ status: 'discarded', parent: { text: 'Restless.' } });
  });
});

/** The rule the decider and the renderer share, written out again as plainly as possible. */
const naiveModel = (body: string) => {
  const letters = body.split('').map((char) => ({ char, struck: false }));
  return {
    insert: (offset: number, text: string) => letters.splice(offset, 0, ...text.split('').map((char) => ({ char, struck: false }))),
    strike: (start: number, end: number) => letters.slice(start, end).forEach((letter) => (letter.struck = true)),
    text: () => letters.map((letter) => letter.char).join(''),
    reading: () => letters.filter((letter) => !letter.struck).map((letter) => letter.char).join(''),
    struckFlags: () => letters.map((letter) => (letter.struck ? 'x' : '.')).join(''),
  };
};

const flagsOf = (segments: readonly NoteSegment[]): string => segments.map((segment) => (segment.kind === 'struck' ? 'x' : '.').repeat(segment.text.length)).join('');
const historyOf = (segment: NoteSegment): string => JSON.stringify([segment.kind, segment.by, segment.at, segment.kind === 'struck' ? segment.written : null]);

describe('renderNote against a plain model, over many accepted edits', () => {
  it('agrees on the text, the reading text and what is struck, edit after edit, in maximal runs', () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const body = 'The quick brown fox jumps over the lazy dog.';
    let events: NoteEvent[] = [created({ body })];
    let state = fold(noteDecider, events);
    const model = naiveModel(body);
    let accepted = 0;
    for (let step = 0; step < 300; step += 1) {
      const length = model.text().length;
      // Each edit at its own minute, so two runs with the same history are one edit's.
      const now = new Date(Date.parse(LATER) + step * 60_000).toISOString();
      const start = next(length);
      const command =
        next(2) === 0
          ? commandOf('InsertNoteText', { targetId: NOTE_ID, offset: next(length + 2), text: ['a', 'bc', ' def ', 'XYZW'][next(4)] as string }, AUTHOR, now)
          : commandOf('StrikeNoteText', { targetId: NOTE_ID, start, end: start + 1 + next(6) }, AUTHOR, now);
      try {
        const decided = noteDecider.decide(command, state);
        events = [...events, ...decided];
        state = decided.reduce(noteDecider.evolve, state);
      } catch (error) {
        expect(isDomainError(error)).toBe(true);
        continue;
      }
      accepted += 1;
      if (command.type === 'InsertNoteText') model.insert(command.data.offset, command.data.text);
      if (command.type === 'StrikeNoteText') model.strike(command.data.start, command.data.end);
      const parent = renderNoteState(state)?.parent;
      expect(parent?.text).toBe(model.text());
      expect(parent?.readingText).toBe(model.reading());
      expect(flagsOf(parent?.segments ?? [])).toBe(model.struckFlags());
      expect(state.status === 'published' && currentText(state.parent)).toBe(model.text());
      const histories = (parent?.segments ?? []).map(historyOf);
      expect(histories.filter((history, index) => index > 0 && history === histories[index - 1])).toEqual([]);
    }
    expect(accepted).toBeGreaterThan(150);
    expect(renderNote(events)).toEqual(renderNoteState(state));
  });
});
