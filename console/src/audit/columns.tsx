import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, Page } from '../api';
import { shortId } from '../assessment/datetime';
import { useFormatters } from '../i18n';
import { Named } from '../layout/Named';
import { useRoleLabel } from './labels';

/** The grid wants a string id per row; an event's global position is unique. */
export type AuditRow = AuditEvent & { id: string };
export const withRowIds = (answer: Page<AuditEvent> | undefined): Page<AuditRow> | undefined =>
  answer === undefined ? undefined : { ...answer, data: answer.data.map((event) => ({ ...event, id: String(event.globalPosition) })) };

export function Mono({ value, short = false }: { value: string; short?: boolean }) {
  return (
    <Box component="span" title={value} sx={{ fontFamily: 'monospace' }}>
      {short ? shortId(value) : value}
    </Box>
  );
}

/** The columns of an event grid; the record history page drops the stream column. */
export const useEventColumns = (withStream: boolean): GridColDef<AuditRow>[] => {
  const { t } = useTranslation('audit');
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  return useMemo(() => {
    const columns: GridColDef<AuditRow>[] = [
      { field: 'position', headerName: t('fields.position'), width: 100, valueGetter: (_value, row) => Number(row.globalPosition) },
      { field: 'occurredAt', headerName: t('fields.occurredAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'type', headerName: t('fields.type'), flex: 1, minWidth: 200 },
      { field: 'streamId', headerName: t('fields.stream'), width: 200, renderCell: ({ row }) => <Mono value={row.streamId} /> },
      { field: 'actorName', headerName: t('fields.actor'), width: 180, renderCell: ({ row }) => <Named id={row.actorId} name={row.actorName} /> },
      { field: 'actorRole', headerName: t('fields.role'), width: 150, valueFormatter: (value: number) => roleLabel(value) },
      { field: 'correlationId', headerName: t('fields.correlation'), width: 120, renderCell: ({ row }) => <Mono value={row.correlationId} short /> },
    ];
    return withStream ? columns : columns.filter((column) => column.field !== 'streamId');
  }, [t, format, roleLabel, withStream]);
};
