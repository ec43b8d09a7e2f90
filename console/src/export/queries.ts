import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReportFilter, ReportType } from '../api';
import { exportsApi, isExportDone, type ExportFormat, type ExportJob } from '../api/exports';

/** How often a running export is asked how far it got. */
export const EXPORT_POLL_MS = 1_000;

export const exportKeys = {
  status: (id: string) => ['exports', id] as const,
};

export const useStartExport = () =>
  useMutation({
    mutationFn: ({ type, filter, format, locale }: { type: ReportType; filter: ReportFilter; format: ExportFormat; locale: string }) => exportsApi.start(type, filter, format, locale),
  });

/** The export's state, asked again every second until it is completed or failed. */
export const useExportStatus = (started: ExportJob | undefined) =>
  useQuery({
    queryKey: exportKeys.status(started?.id ?? ''),
    queryFn: ({ signal }) => exportsApi.status(started!.id, signal),
    enabled: started !== undefined,
    initialData: started,
    // The answer POST gave is the first state, not a fresh one: ask at once.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isExportDone(query.state.data) || query.state.status === 'error' ? false : EXPORT_POLL_MS),
  });

export const useExportDownload = () => useMutation({ mutationFn: (job: ExportJob) => exportsApi.file(job) });
