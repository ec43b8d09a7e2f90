import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { mayActOnMedication, medicationAdministrationStates, type Actor } from '@careledger/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MedicationAdministration, MedicationSortField, Patient } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { StatusSelect } from '../layout/StatusSelect';
import { useListParams } from '../layout/useListParams';
import { Section } from '../layout/Section';
import { useMedicationLabels } from './labels';
import { MedicationDetail } from './MedicationDetail';
import { OutcomeForm } from './OutcomeForm';
import { DEFAULT_SORT, PAGE_SIZES, SORT_FIELDS, isFiltered, medicationParamsFrom, medicationSearchFrom } from './params';
import { useMedicationCommand, usePatientMedications } from './queries';

function EmptyOverlay() {
  const { t } = useTranslation('medications');
  const [search] = useSearchParams();
  return <EmptyMessage title={t('empty.title')} hint={isFiltered(medicationParamsFrom(search)) ? t('empty.filtered') : t('empty.none')} />;
}

export const patientFactsOf = (patient: Patient) => ({
  patientId: patient.id,
  agencyId: patient.agencyId,
  partnerId: patient.partnerId,
  careTeam: patient.careTeam,
  createdBy: patient.createdBy,
});

/** The patient's medication administration records as a section of the patient page: filters, the grid, recording a dose. */
export function PatientMedications({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('medications');
  const format = useFormatters();
  const labels = useMedicationLabels();
  const { params, update } = useListParams(medicationParamsFrom, medicationSearchFrom);
  const list = usePatientMedications(patient.id, params);
  const command = useMedicationCommand();
  const [recording, setRecording] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayRecord = mayActOnMedication(actor, 'create', { patient: patientFactsOf(patient) });
  const opened = list.data?.data.find((row) => row.id === openId);

  const columns = useMemo(
    (): GridColDef<MedicationAdministration>[] => [
      { field: 'scheduledAt', headerName: t('columns.scheduledAt'), width: 170, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'medicationName', headerName: t('columns.medicationName'), flex: 1, minWidth: 140 },
      { field: 'dose', headerName: t('columns.dose'), width: 100 },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 170,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip size="small" label={labels.status(row.status)} color={row.status === 1 ? 'success' : row.status === 2 ? 'warning' : 'default'} />
            {row.voided && <Chip size="small" variant="outlined" color="error" label={t('voided')} />}
          </Stack>
        ),
      },
      { field: 'reasonId', headerName: t('columns.reason'), width: 170, valueFormatter: (value: number | null) => labels.reason(value) },
      { field: 'administeredAt', headerName: t('columns.administeredAt'), width: 170, valueFormatter: (value: string | null) => (value === null ? '—' : format.dateTime(value)) },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 170, valueFormatter: (value: string) => format.dateTime(value) },
    ],
    [t, format, labels],
  );

  const startRecording = () => {
    command.reset();
    setNotice(null);
    setRecording(true);
  };

  return (
    <Section title={t('title')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <StatusSelect
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            value={params.status}
            options={medicationAdministrationStates.map((entry) => ({ id: entry.id, label: labels.status(entry.id) }))}
            onChange={(status) => update({ status, page: 1 })}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.from')}
            value={params.from ?? ''}
            onChange={(event) => update({ from: event.target.value === '' ? undefined : event.target.value, page: 1 })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: params.to } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('filters.to')}
            value={params.to ?? ''}
            onChange={(event) => update({ to: event.target.value === '' ? undefined : event.target.value, page: 1 })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.from } }}
          />
          {isFiltered(params) && <Button onClick={() => update({ status: undefined, from: undefined, to: undefined, page: 1 })}>{t('filters.clear')}</Button>}
          {mayRecord && (
            <Button variant="contained" onClick={startRecording} sx={{ ml: { md: 'auto' } }}>
              {t('actions.record')}
            </Button>
          )}
        </Stack>
        {notice !== null && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {list.isError ? (
          <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <RecordGrid<MedicationAdministration, MedicationSortField>
            label={t('title')}
            answer={list.data}
            loading={list.isFetching}
            columns={columns}
            paging={params}
            pageSizes={PAGE_SIZES}
            sortable={SORT_FIELDS}
            defaultSort={DEFAULT_SORT}
            onPagingChange={update}
            onOpen={(id) => {
              command.reset();
              setOpenId(id);
            }}
            emptyOverlay={EmptyOverlay}
          />
        )}

        <Dialog open={recording} onClose={() => setRecording(false)} fullWidth maxWidth="sm">
          {recording && (
            <OutcomeForm
              pending={command.isPending}
              error={command.error}
              onClose={() => setRecording(false)}
              onRecord={(body, idempotencyKey) =>
                command.mutate(
                  { command: { action: 'record', patientId: patient.id, body }, idempotencyKey },
                  {
                    onSuccess: () => {
                      setRecording(false);
                      setNotice(t('recorded'));
                    },
                  },
                )
              }
            />
          )}
        </Dialog>
        <Dialog open={opened !== undefined} onClose={() => setOpenId(null)} fullWidth maxWidth="sm">
          {opened !== undefined && (
            <MedicationDetail
              record={opened}
              mayChange={mayActOnMedication(actor, 'correct', { patient: patientFactsOf(patient) })}
              command={command}
              onClose={() => setOpenId(null)}
              onDone={(message) => {
                setOpenId(null);
                setNotice(message);
              }}
            />
          )}
        </Dialog>
      </Stack>
    </Section>
  );
}
