import { Role, type Actor } from '@careledger/domain';
import type { Note, RenderedText } from '../api';

/** Every part of a note, the parent first, then its appended notes oldest first. */
export const partsOf = (note: Note): RenderedText[] => [note.parent, ...note.appended];

/**
 * The parts the actor may insert into or strike: corrections stay with who wrote the part, and
 * administrators correct any (domain/src/note/text-edits.ts). The server decides again.
 */
export const editableParts = (note: Note, actor: Actor): RenderedText[] =>
  note.status !== 'published' ? [] : partsOf(note).filter((part) => actor.roleId === Role.ADMIN || part.by === actor.id);

/** Anyone on staff who reads a published note may append to it; families do not (domain note policy). */
export const mayAppend = (note: Note, actor: Actor): boolean => note.status === 'published' && actor.roleId !== Role.USER;

/** Drafts, privacy and the note's fields stay with the author and administrators. */
export const isOwner = (note: Note, actor: Actor): boolean => actor.roleId === Role.ADMIN || note.author.id === actor.id;
