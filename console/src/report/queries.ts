import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { reportsApi, type ReportFilter, type ReportInterval, type ReportType, type StatusMachine, type StatusSpan } from '../api';

export const reportKeys = {
  all: ['reports'] as const,
  statistics: (filter: ReportFilter) => ['reports', 'statistics', filter] as const,
  rows: (type: ReportType, filter: ReportFilter, page: number, pageSize: number) => ['reports', 'rows', type, filter, page, pageSize] as const,
  graph: (type: ReportType, filter: ReportFilter, interval: ReportInterval) => ['reports', 'graph', type, filter, interval] as const,
  timeInStatus: (machine: StatusMachine, filter: ReportFilter, span: StatusSpan | undefined) => ['reports', 'time-in-status', machine, filter, span ?? null] as const,
  agencies: (search: string) => ['reports', 'agencies', search] as const,
  agency: (id: string) => ['reports', 'agency', id] as const,
};

export const useStatistics = (filter: ReportFilter, enabled = true) =>
  useQuery({
    queryKey: reportKeys.statistics(filter),
    queryFn: ({ signal }) => reportsApi.statistics(filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useReportRows = (type: ReportType, filter: ReportFilter, page: number, pageSize: number) =>
  useQuery({
    queryKey: reportKeys.rows(type, filter, page, pageSize),
    queryFn: ({ signal }) => reportsApi.rows(type, filter, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

export const useReportGraph = (type: ReportType, filter: ReportFilter, interval: ReportInterval) =>
  useQuery({
    queryKey: reportKeys.graph(type, filter, interval),
    queryFn: ({ signal }) => reportsApi.graph(type, filter, interval, signal),
    placeholderData: keepPreviousData,
  });

export const useAgencyChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.agencies(search),
    queryFn: ({ signal }) => reportsApi.agencies(search, signal),
    select: (page) => page.data,
    staleTime: 60_000,
    enabled,
  });

export const useAgencyChoice = (id: string | undefined) =>
  useQuery({
    queryKey: reportKeys.agency(id ?? ''),
    queryFn: ({ signal }) => reportsApi.agency(id ?? '', signal),
    enabled: id !== undefined,
    staleTime: Infinity,
  });

export const useCsvExport = () =>
  useMutation({
    mutationFn: ({ type, filter, locale }: { type: ReportType; filter: ReportFilter; locale: string }) => reportsApi.exportCsv(type, filter, locale),
  });

export const useTimeInStatus = (machine: StatusMachine, filter: ReportFilter, span: StatusSpan | undefined) =>
  useQuery({
    queryKey: reportKeys.timeInStatus(machine, filter, span),
    queryFn: ({ signal }) => reportsApi.timeInStatus(machine, filter, span, signal),
    placeholderData: keepPreviousData,
  });
