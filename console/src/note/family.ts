import { createContext, use } from 'react';
import { hubNotesApi, notesApi, type Collection, type CommandResult, type LogParams, type Note, type NoteCommand, type NoteEditLogEntry, type NoteTemplate, type NoteType, type NoteViewLogEntry, type Page } from '../api';

/** The calls on one note that patient notes and hub notes answer alike, under their own paths. */
export interface NoteFamilyApi {
  get: (id: string, signal?: AbortSignal) => Promise<Note>;
  act: (id: string, command: NoteCommand, idempotencyKey?: string) => Promise<CommandResult>;
  editLog: (id: string, params: LogParams, signal?: AbortSignal) => Promise<Page<NoteEditLogEntry>>;
  viewLog: (id: string, params: LogParams, signal?: AbortSignal) => Promise<Page<NoteViewLogEntry>>;
  logView: (id: string) => Promise<CommandResult>;
  types: (signal?: AbortSignal) => Promise<Collection<NoteType>>;
  templates?: (signal?: AbortSignal) => Promise<Collection<NoteTemplate>>;
}

/**
 * Patient notes or hub (and cluster) notes: the same editor, marks and logs over different calls,
 * type lists and circles of readers (domain/src/policy/note-policy.ts, hub-note-policy.ts).
 */
export interface NoteFamily {
  name: 'patient' | 'hub';
  api: NoteFamilyApi;
  /** The `notes` texts naming each visibility for this family's readers. */
  visibilityTexts: 'visibility' | 'hubVisibility';
}

export const patientNotes: NoteFamily = { name: 'patient', api: notesApi, visibilityTexts: 'visibility' };

export const hubNotes: NoteFamily = { name: 'hub', api: hubNotesApi, visibilityTexts: 'hubVisibility' };

/** Patient notes unless a screen says otherwise. */
export const NoteFamilyContext = createContext<NoteFamily>(patientNotes);

export const useNoteFamily = (): NoteFamily => use(NoteFamilyContext);
