import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { InsertNoteText, StrikeNoteText } from './commands';
import { MAX_NOTE_TEXT_LENGTH } from './commands';
import { notTargetAuthor, noteTextTooLong, offsetOutOfRange, offsetSplitsCharacter, textAlreadyStruck, unknownTarget } from './errors';
import type { NoteTextInserted, NoteTextStruck } from './events';
import { targetOf, type PublishedNote } from './state';
import { currentText, isAllStruck, splitsCharacter, type NoteText } from './text';

/**
 * Corrections stay with the person who wrote the text: the author of the parent note edits the
 * parent, the author of an appended note edits that appended note, and administrators edit any.
 * Anyone else with something to add appends a note of their own.
 */
const editableTarget = (note: PublishedNote, targetId: string, metadata: CommandMetadata): NoteText => {
  const target = targetOf(note, targetId);
  if (!target) throw unknownTarget(targetId);
  if (metadata.actorRole !== Role.ADMIN && target.by !== metadata.actorId) throw notTargetAuthor(targetId);
  return target;
};

const checkOffset = (current: string, offset: number): void => {
  if (offset > current.length) throw offsetOutOfRange(offset, current.length);
  if (splitsCharacter(current, offset)) throw offsetSplitsCharacter(offset);
};

export const decideInsert = (note: PublishedNote, { data, metadata }: InsertNoteText): NoteTextInserted => {
  const current = currentText(editableTarget(note, data.targetId, metadata));
  checkOffset(current, data.offset);
  if (current.length + data.text.length > MAX_NOTE_TEXT_LENGTH) throw noteTextTooLong(MAX_NOTE_TEXT_LENGTH);
  return { type: 'NoteTextInserted', data: { ...data, by: metadata.actorId, at: metadata.now } };
};

export const decideStrike = (note: PublishedNote, { data, metadata }: StrikeNoteText): NoteTextStruck => {
  const target = editableTarget(note, data.targetId, metadata);
  const current = currentText(target);
  checkOffset(current, data.start);
  checkOffset(current, data.end);
  if (isAllStruck(target, data.start, data.end)) throw textAlreadyStruck(data.start, data.end);
  return { type: 'NoteTextStruck', data: { ...data, by: metadata.actorId, at: metadata.now } };
};
