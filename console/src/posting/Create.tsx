import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { careServices, Role, type Actor } from '@careledger/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type NewPosting } from '../api';
import { AgencyPicker, type AgencyChoice } from '../agency/AgencyPicker';
import { actorOf, canCreatePosting, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { isAfterDate, isCalendarDate } from '../i18n/calendar-dates';
import { ErrorAlert } from '../layout/ErrorAlert';
import { LimitedTextField } from '../layout/LimitedTextField';
import { PatientPicker, type PatientChoice } from '../patient/PatientPicker';
import { useCareServiceLabel } from './careService';
import { useCreatePosting } from './queries';
import { ScheduleFields, scheduleErrorsOf, type ScheduleDraft } from './ScheduleFields';

const MAX_DESCRIPTION_LENGTH = 2000;
const CARE_SERVICE_IDS: readonly number[] = careServices.map((service) => service.id);

/** The fields the server may name in a 400, as the form shows them. */
const FIELDS = ['patientId', 'agencyId', 'careServiceId', 'startDate', 'endDate', 'days', 'startTime', 'endTime', 'description'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** Rules the decider checks without a field of the body: their message belongs under one all the same. */
const FIELD_OF_DOMAIN_CODE: Readonly<Record<string, Field>> = { end_date_in_past: 'endDate', posting_agency_required: 'agencyId' };

interface CreatePostingDialogProps {
  open: boolean;
  actor: Actor;
  /** The patient it is for when the dialog opens from their page. */
  patient?: PatientChoice | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function CreatePostingDialog({ open, actor, patient, onClose, onCreated }: CreatePostingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <CreateForm actor={actor} patient={patient} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

/** "New posting": shown only to those who may post care; opens the form, then the new posting. */
export function NewPostingButton({ patient }: { patient?: PatientChoice | undefined }) {
  const { t } = useTranslation('postings');
  const actor = actorOf(useSession());
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!canCreatePosting(actor)) return null;
  return (
    <>
      <Button variant={patient === undefined ? 'contained' : 'outlined'} size={patient === undefined ? 'medium' : 'small'} sx={{ alignSelf: 'flex-start', mt: patient === undefined ? 0 : 1 }} onClick={() => setCreating(true)}>
        {t('create.open')}
      </Button>
      <CreatePostingDialog
        open={creating}
        actor={actor}
        patient={patient}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(`/user/${locale}/postings/${id}`)}
      />
    </>
  );
}

function CreateForm({ actor, patient: givenPatient, onClose, onCreated }: Omit<CreatePostingDialogProps, 'open'>) {
  const { t } = useTranslation('postings');
  const careService = useCareServiceLabel();
  const create = useCreatePosting();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [patient, setPatient] = useState<PatientChoice | null>(givenPatient ?? null);
  const [agency, setAgency] = useState<AgencyChoice | null>(null);
  const [careServiceId, setCareServiceId] = useState<number | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [schedule, setSchedule] = useState<ScheduleDraft>({ days: [], startTime: '', endTime: '' });
  const [description, setDescription] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // Agency staff post for their own agency; only an administrator names one.
  const picksAgency = actor.roleId === Role.ADMIN;

  const validate = (): FieldErrors => ({
    patientId: patient === null ? t('validation.patientRequired') : undefined,
    agencyId: picksAgency && agency === null ? t('validation.agencyRequired') : undefined,
    careServiceId: careServiceId === null ? t('validation.careServiceRequired') : undefined,
    startDate: isCalendarDate(startDate) ? undefined : t('validation.startDateRequired'),
    endDate: !isCalendarDate(endDate)
      ? t('validation.endDateMissing')
      : isCalendarDate(startDate) && !isAfterDate(endDate, startDate)
        ? t('validation.endDateAfterStart')
        : undefined,
    ...scheduleErrorsOf(schedule, t),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setLocalErrors(errors);
    if (Object.values(errors).some((error) => error !== undefined) || patient === null || careServiceId === null) return;
    const input: NewPosting = { patientId: patient.id, careServiceId, schedule, startDate, endDate };
    if (picksAgency && agency !== null) input.agencyId = agency.id;
    if (description.trim() !== '') input.description = description.trim();
    create.mutate({ input, idempotencyKey }, { onSuccess: (result) => onCreated(result.id) });
  };

  const serverError = isApiError(create.error) ? create.error : undefined;
  const domainField = serverError?.domainCode === undefined ? undefined : FIELD_OF_DOMAIN_CODE[serverError.domainCode];
  const fieldError = (field: Field): string | undefined =>
    localErrors[field] ?? serverError?.fieldError(field) ?? (domainField === field ? serverError?.serverMessage : undefined);
  const shownOnFields = domainField !== undefined || FIELDS.some((field) => serverError?.fieldError(field) !== undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PatientPicker label={t('fields.patient')} value={patient} onChange={setPatient} autoFocus={givenPatient === undefined} error={fieldError('patientId')} />
          {picksAgency && <AgencyPicker label={t('fields.agency')} value={agency} onChange={setAgency} error={fieldError('agencyId')} />}
          <Autocomplete
            options={CARE_SERVICE_IDS}
            value={careServiceId}
            onChange={(_event, id) => setCareServiceId(id)}
            getOptionLabel={careService}
            renderInput={(params) => (
              <TextField {...params} name="careServiceId" label={t('fields.careService')} required error={fieldError('careServiceId') !== undefined} helperText={fieldError('careServiceId')} />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField name="startDate" label={t('fields.startDate')} value={startDate} onChange={setStartDate} error={fieldError('startDate')} />
            <DateField name="endDate" label={t('fields.endDate')} value={endDate} onChange={setEndDate} error={fieldError('endDate')} min={startDate} />
          </Stack>
          <ScheduleFields value={schedule} onChange={setSchedule} errors={{ days: fieldError('days'), startTime: fieldError('startTime'), endTime: fieldError('endTime') }} />
          <LimitedTextField
            label={t('fields.description')}
            name="description"
            fullWidth
            multiline
            minRows={2}
            value={description}
            onChange={setDescription}
            error={fieldError('description')}
            maxLength={MAX_DESCRIPTION_LENGTH}
          />
          {!shownOnFields && <ErrorAlert error={create.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface DateFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  min?: string;
}

function DateField({ name, label, value, onChange, error, min }: DateFieldProps) {
  return (
    <TextField
      label={label}
      type="date"
      name={name}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min !== undefined && isCalendarDate(min) ? min : undefined } }}
    />
  );
}
