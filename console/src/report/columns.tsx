import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import {
  cardTypes,
  exportLocales,
  isReportField,
  nameFieldOf,
  paymentStates,
  referralCloseReasons,
  referralStatuses,
  reportHeading,
  type ReportField,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportType } from '../api';
import { shortId } from '../assessment/datetime';
import { useStatusLabel } from '../assessment/status';
import { useFormatters } from '../i18n';
import { Named } from '../layout/Named';
import { useCareServiceLabel } from '../posting/careService';
import { useCalendarDate } from '../i18n/calendar-dates';
import { usePostingStatusLabel } from '../posting/status';
import { useReportFormatters } from './numbers';

type ColumnKind =
  | 'id'
  | 'text'
  | 'day'
  | 'instant'
  | 'publication'
  | 'amount'
  | 'careService'
  | 'assessmentStatus'
  | 'postingStatus'
  | 'referralStatus'
  | 'paymentState'
  | 'closeReason'
  | 'cardType'
  | 'noteKind';

/** The columns `POST /api/reports/{type}` answers (and the CSV holds), in the server's order. */
const COLUMNS: Readonly<Record<ReportType, readonly (readonly [field: ReportField, kind: ColumnKind])[]>> = {
  referrals: [
    ['id', 'id'], ['patientId', 'id'], ['partnerId', 'id'], ['hubId', 'id'], ['status', 'referralStatus'], ['openedOn', 'day'],
    ['onSiteVisitOn', 'day'], ['approvedOn', 'day'], ['acceptedOn', 'day'], ['moveInOn', 'day'], ['closeReasonId', 'closeReason'], ['createdAt', 'instant'],
  ],
  assessments: [
    ['id', 'id'], ['patientId', 'id'], ['agencyId', 'id'], ['careServiceId', 'careService'], ['status', 'assessmentStatus'], ['visitAt', 'instant'], ['createdAt', 'instant'],
  ],
  postings: [
    ['id', 'id'], ['patientId', 'id'], ['agencyId', 'id'], ['careServiceId', 'careService'], ['status', 'postingStatus'], ['startDate', 'day'], ['endDate', 'day'], ['createdAt', 'instant'],
  ],
  notes: [
    ['id', 'id'], ['kind', 'noteKind'], ['patientId', 'id'], ['authorId', 'id'], ['authorAgencyId', 'id'], ['authorPartnerId', 'id'], ['noteTypeId', 'text'],
    ['dateOfService', 'day'], ['isDraft', 'publication'], ['createdAt', 'instant'],
  ],
  patients: [
    ['id', 'id'], ['firstName', 'text'], ['lastName', 'text'], ['dateOfBirth', 'day'], ['agencyId', 'id'], ['partnerId', 'id'], ['createdBy', 'id'], ['createdAt', 'instant'],
  ],
  payments: [
    ['id', 'id'], ['subscriptionId', 'id'], ['patientId', 'id'], ['periodStart', 'day'], ['periodEnd', 'day'], ['totalCents', 'amount'], ['state', 'paymentState'],
    ['cardType', 'cardType'], ['createdAt', 'instant'],
  ],
};

const WIDTHS: Record<ColumnKind, number> = {
  id: 110, text: 140, day: 130, instant: 180, publication: 110, amount: 120, careService: 170,
  assessmentStatus: 120, postingStatus: 120, referralStatus: 120, paymentState: 110, closeReason: 220, cardType: 150, noteKind: 110,
};

/** An id column shows the name beside the id when there is one, so it is headed by what it names. */
const headingField = (field: ReportField, kind: ColumnKind): ReportField => {
  const named = nameFieldOf(field, '');
  return kind === 'id' && field !== 'id' && isReportField(named) ? named : field;
};

const keyOf = (catalog: readonly { id: number | string; key: string }[], value: unknown): string | undefined => catalog.find((entry) => entry.id === value)?.key;

/** The grid's columns for a report type, each heading and cell in the reader's language. */
export const useReportColumns = (type: ReportType): GridColDef<ReportRow>[] => {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = exportLocales.find((tag) => tag === language) ?? 'en-US';
  const format = useFormatters();
  const figures = useReportFormatters();
  const calendarDate = useCalendarDate();
  const careService = useCareServiceLabel();
  const assessmentStatus = useStatusLabel();
  const postingStatus = usePostingStatusLabel();

  return useMemo(() => {
    const text = (kind: ColumnKind, value: ReportRow[string]): string => {
      if (value === null || value === undefined || value === '') return '—';
      switch (kind) {
        case 'id':
        case 'text':
          return String(value);
        case 'day':
          return calendarDate(String(value));
        case 'instant':
          return format.dateTime(String(value));
        case 'publication':
          return value === true ? t('values.publication.draft') : t('values.publication.published');
        case 'amount':
          return figures.amount(Number(value));
        case 'careService':
          return careService(Number(value));
        case 'assessmentStatus':
          return assessmentStatus(Number(value));
        case 'postingStatus':
          return postingStatus(Number(value));
        case 'referralStatus': {
          const key = keyOf(referralStatuses, value);
          return key === undefined ? String(value) : t(`values.referralStatus.${key as (typeof referralStatuses)[number]['key']}`);
        }
        case 'paymentState': {
          const key = keyOf(paymentStates, value);
          return key === undefined ? String(value) : t(`values.paymentState.${key as (typeof paymentStates)[number]['key']}`);
        }
        case 'closeReason': {
          const key = keyOf(referralCloseReasons, value);
          return key === undefined ? String(value) : t(`values.closeReason.${key as (typeof referralCloseReasons)[number]['key']}`);
        }
        case 'cardType':
          return cardTypes.find((card) => card.id === value)?.label ?? String(value);
        case 'noteKind':
          return value === 'patient' || value === 'hub' || value === 'cluster' ? t(`values.noteKind.${value}`) : String(value);
      }
    };
    return COLUMNS[type].map(([field, kind]): GridColDef<ReportRow> => ({
      field,
      // The CSV export heads its columns from the same catalog, so the file reads like the grid.
      headerName: reportHeading(locale, headingField(field, kind)),
      width: WIDTHS[kind],
      sortable: false,
      filterable: false,
      ...(kind === 'amount' ? { type: 'number' as const } : {}),
      valueFormatter: (value: ReportRow[string]) => text(kind, value),
      ...(kind === 'id'
        ? {
            renderCell: ({ value, row }: { value?: ReportRow[string]; row: ReportRow }) => {
              if (value === null || value === undefined) return '—';
              const name = row[nameFieldOf(field, value)];
              return typeof name === 'string' ? (
                <Named id={String(value)} name={name} />
              ) : (
                <Box component="span" title={String(value)} sx={{ fontFamily: 'monospace' }}>
                  {shortId(String(value))}
                </Box>
              );
            },
          }
        : {}),
    }));
    // The two status labellers are new functions on every render but change only with the language, which `t` follows:
    // leaving them out keeps the grid from rebuilding its columns on every render.
  }, [type, t, locale, format, figures, calendarDate, careService]);
};
