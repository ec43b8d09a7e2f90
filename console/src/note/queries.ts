import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notesApi, type LogParams, type NoteCommand, type NoteListParams } from '../api';

export const noteKeys = {
  all: ['notes'] as const,
  list: (params: NoteListParams) => ['notes', 'list', params] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
  authors: (patientId: string) => ['notes', 'authors', patientId] as const,
  editLog: (id: string, params: LogParams) => ['notes', 'edit-log', id, params] as const,
  viewLog: (id: string, params: LogParams) => ['notes', 'view-log', id, params] as const,
  types: ['note-types'] as const,
};

export const useNoteList = (params: NoteListParams) =>
  useQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal }) => notesApi.list(params, signal),
    placeholderData: keepPreviousData,
    enabled: params.patientId !== '',
  });

export const useNote = (id: string) => useQuery({ queryKey: noteKeys.detail(id), queryFn: ({ signal }) => notesApi.get(id, signal) });

export const useNoteAuthors = (patientId: string) =>
  useQuery({ queryKey: noteKeys.authors(patientId), queryFn: ({ signal }) => notesApi.authors(patientId, signal), enabled: patientId !== '' });

export const useNoteTypes = () => useQuery({ queryKey: noteKeys.types, queryFn: ({ signal }) => notesApi.types(signal), staleTime: Infinity });

export const useEditLog = (id: string, params: LogParams) =>
  useQuery({ queryKey: noteKeys.editLog(id, params), queryFn: ({ signal }) => notesApi.editLog(id, params, signal), placeholderData: keepPreviousData });

export const useViewLog = (id: string, params: LogParams) =>
  useQuery({ queryKey: noteKeys.viewLog(id, params), queryFn: ({ signal }) => notesApi.viewLog(id, params, signal), placeholderData: keepPreviousData });

/**
 * Records one view per opening of a note, once it has been read. A ref, not state: the strict
 * mode's second effect run must not log a second view.
 */
export const useLogView = (id: string, loaded: boolean) => {
  const queryClient = useQueryClient();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || logged.current === id) return;
    logged.current = id;
    notesApi.logView(id).then(
      // A view is an event on the note's stream: it moves the version the next command must name.
      () => Promise.all([queryClient.invalidateQueries({ queryKey: noteKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: ['notes', 'view-log', id] })]),
      // A failed view record must not hide the note the reader may read; the server refused it for a reason it logs.
      () => undefined,
    );
  }, [id, loaded, queryClient]);
};

export interface NoteActionVariables {
  command: NoteCommand;
  idempotencyKey: string;
}

/** Every command on a note: success and a refusal alike mean the cached note may be stale, so it and its logs are refetched. */
export const useNoteAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: NoteActionVariables) => notesApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
};
