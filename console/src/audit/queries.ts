import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, auditApi, type AuditListParams } from '../api';
import type { StateSource } from './streams';

export const auditKeys = {
  all: ['audit'] as const,
  events: (params: AuditListParams) => ['audit', 'events', params] as const,
  state: (path: string, asOf: string) => ['audit', 'state', path, asOf] as const,
};

export const useAuditEvents = (params: AuditListParams, enabled = true) =>
  useQuery({
    queryKey: auditKeys.events(params),
    queryFn: ({ signal }) => auditApi.events(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The record as it stood at `asOf`, in one shape whichever kind of record it is. */
export const useStateAsOf = (source: StateSource | undefined, asOf: string | undefined) =>
  useQuery({
    queryKey: auditKeys.state(source?.path ?? '', asOf ?? ''),
    queryFn: async ({ signal }): Promise<{ version: number | undefined; state: unknown }> => {
      if (source === undefined || asOf === undefined) throw new Error('No state to read');
      if (source.wrapped) {
        const answer = await auditApi.stateAsOf(source.path, asOf, signal);
        return { version: answer.version, state: answer.state };
      }
      const record = await api.get<Record<string, unknown>>(source.path, { signal, query: { asOf } });
      return { version: typeof record.version === 'number' ? record.version : undefined, state: record };
    },
    enabled: source !== undefined && asOf !== undefined,
    retry: false,
  });
