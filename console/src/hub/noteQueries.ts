import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hubNotesApi, type HubNoteListParams, type HubNoteSubject } from '../api';
import { noteKeys } from '../note/queries';

// Under the notes' own key, so every note command (publish, append, ...) refreshes these lists too.
export const hubNoteKeys = {
  list: (params: HubNoteListParams) => [...noteKeys.all, 'hub', 'list', params] as const,
  authors: (subject: HubNoteSubject) => [...noteKeys.all, 'hub', 'authors', subject] as const,
};

export const useHubNoteList = (params: HubNoteListParams) =>
  useQuery({ queryKey: hubNoteKeys.list(params), queryFn: ({ signal }) => hubNotesApi.list(params, signal), placeholderData: keepPreviousData });

export const useHubNoteAuthors = (subject: HubNoteSubject) =>
  useQuery({ queryKey: hubNoteKeys.authors(subject), queryFn: ({ signal }) => hubNotesApi.authors(subject, signal) });
