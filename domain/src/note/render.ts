import { fold } from '../shared/decider';
import { noteDecider } from './decider';
import type { NoteEvent } from './events';
import type { NoteState } from './state';
import { lettersOf, type Letter, type NoteText, type TextMark, type WrittenMark } from './text';

/**
 * A run of text with one history. Original and inserted text say who wrote it and when; struck
 * text says who struck it and when, and in `written` who wrote it before.
 */
export type NoteSegment =
  | (TextMark & { kind: 'original' | 'inserted'; text: string })
  | (TextMark & { kind: 'struck'; text: string; written: WrittenMark });

export interface RenderedText extends TextMark {
  /** The parent note's id or the appended note's: the `targetId` of an insert or strike. */
  id: string;
  segments: NoteSegment[];
  /** Every segment, struck ones included: the text that insert and strike offsets count. */
  text: string;
  /** The text as it now reads, struck segments left out. */
  readingText: string;
}

export interface RenderedNote {
  noteId: string;
  status: Exclude<NoteState['status'], 'none'>;
  parent: RenderedText;
  appended: RenderedText[];
}

const segmentOf = (letter: Letter, text: string): NoteSegment =>
  letter.struck === null
    ? { kind: letter.written.kind, text, by: letter.written.by, at: letter.written.at }
    : { kind: 'struck', text, by: letter.struck.by, at: letter.struck.at, written: letter.written };

/** Letters share their marks per edit, so a run ends exactly where the history of a letter changes. */
const segmentsOf = (letters: readonly Letter[]): NoteSegment[] => {
  const segments: NoteSegment[] = [];
  let runStart = 0;
  letters.forEach((letter, index) => {
    const next = letters[index + 1];
    if (next && next.written === letter.written && next.struck === letter.struck) return;
    const run = letters.slice(runStart, index + 1);
    segments.push(segmentOf(letter, run.map((each) => each.char).join('')));
    runStart = index + 1;
  });
  return segments;
};

export const renderText = (noteText: NoteText): RenderedText => {
  const segments = segmentsOf(lettersOf(noteText));
  return {
    id: noteText.id,
    by: noteText.by,
    at: noteText.at,
    segments,
    text: segments.map((segment) => segment.text).join(''),
    readingText: segments
      .filter((segment) => segment.kind !== 'struck')
      .map((segment) => segment.text)
      .join(''),
  };
};

/** The note as a reader sees it now, parent and appended notes with their edit marks; null if there is none. */
export const renderNoteState = (state: NoteState): RenderedNote | null =>
  state.status === 'none'
    ? null
    : {
        noteId: state.noteId,
        status: state.status,
        parent: renderText(state.parent),
        appended: state.status === 'published' ? state.appended.map(renderText) : [],
      };

/** `renderNoteState` of a note's history: what any reader (projection, console, audit as of a time) shows. */
export const renderNote = (events: readonly NoteEvent[]): RenderedNote | null => renderNoteState(fold(noteDecider, events));
