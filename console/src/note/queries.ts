import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notesApi, type Collection, type LogParams, type NoteCommand, type NoteListParams, type NoteTemplate } from '../api';
import { readThrough } from '../offline/saved-reads';
import { useNoteFamily, type NoteFamily } from './family';

type FamilyName = NoteFamily['name'];

/** Everything under `all` is refetched after any note command: lists of hub notes are keyed there too. */
export const noteKeys = {
  all: ['notes'] as const,
  list: (params: NoteListParams) => ['notes', 'list', params] as const,
  detail: (family: FamilyName, id: string) => ['notes', family, 'detail', id] as const,
  authors: (patientId: string) => ['notes', 'authors', patientId] as const,
  editLog: (family: FamilyName, id: string, params: LogParams) => ['notes', family, 'edit-log', id, params] as const,
  viewLogs: (family: FamilyName, id: string) => ['notes', family, 'view-log', id] as const,
  viewLog: (family: FamilyName, id: string, params: LogParams) => ['notes', family, 'view-log', id, params] as const,
  types: (family: FamilyName) => ['note-types', family] as const,
  templates: (family: FamilyName) => ['note-templates', family] as const,
};

export const useNoteList = (params: NoteListParams) =>
  useQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal }) => notesApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useNote = (id: string) => {
  const family = useNoteFamily();
  return useQuery({ queryKey: noteKeys.detail(family.name, id), queryFn: ({ signal }) => family.api.get(id, signal) });
};

export const useNoteAuthors = (patientId: string) =>
  useQuery({ queryKey: noteKeys.authors(patientId), queryFn: ({ signal }) => notesApi.authors(patientId, signal), enabled: patientId !== '' });

export const useNoteTypes = () => {
  const family = useNoteFamily();
  // A note draft can be written offline on the caregiver's day: the catalogue answers from the device there.
  return useQuery({
    queryKey: noteKeys.types(family.name),
    queryFn: ({ signal }) => readThrough(`note-types:${family.name}`, () => family.api.types(signal)),
    staleTime: Infinity,
    networkMode: 'always',
  });
};

/** The family's templates; a family without templates answers an empty list. */
export const useNoteTemplates = () => {
  const { name, api } = useNoteFamily();
  return useQuery({
    queryKey: noteKeys.templates(name),
    queryFn: ({ signal }): Promise<Collection<NoteTemplate>> => {
      const { templates } = api;
      return templates === undefined ? Promise.resolve({ data: [] }) : readThrough(`note-templates:${name}`, () => templates(signal));
    },
    staleTime: Infinity,
    networkMode: 'always',
  });
};

export const useEditLog = (id: string, params: LogParams) => {
  const family = useNoteFamily();
  return useQuery({ queryKey: noteKeys.editLog(family.name, id, params), queryFn: ({ signal }) => family.api.editLog(id, params, signal), placeholderData: keepPreviousData });
};

export const useViewLog = (id: string, params: LogParams) => {
  const family = useNoteFamily();
  return useQuery({ queryKey: noteKeys.viewLog(family.name, id, params), queryFn: ({ signal }) => family.api.viewLog(id, params, signal), placeholderData: keepPreviousData });
};

/**
 * Records one view per opening of a note, once it has been read. A ref, not state: the strict
 * mode's second effect run must not log a second view. The view goes to the note's view log and
 * leaves its version alone, so only the view log is stale afterwards, never the note.
 */
export const useLogView = (id: string, loaded: boolean) => {
  const queryClient = useQueryClient();
  const { name, api } = useNoteFamily();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || logged.current === id) return;
    logged.current = id;
    api.logView(id).then(
      () => queryClient.invalidateQueries({ queryKey: noteKeys.viewLogs(name, id) }),
      // A failed view record must not hide the note the reader may read; the server refused it for a reason it logs.
      () => undefined,
    );
  }, [id, loaded, queryClient, name, api]);
};

export interface NoteActionVariables {
  command: NoteCommand;
  idempotencyKey: string;
}

/** Every command on a note: success and a refusal alike mean the cached note may be stale, so it and its logs are refetched. */
export const useNoteAction = (id: string) => {
  const queryClient = useQueryClient();
  const family = useNoteFamily();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: NoteActionVariables) => family.api.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
};
