import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_SUMMARY_LENGTH, Role, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type NewAssessment } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { LimitedTextField } from '../layout/LimitedTextField';
import { PatientPicker, type PatientChoice } from '../patient';
import { useCreateAssessment } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CreateAssessmentDialogProps {
  open: boolean;
  actor: Actor;
  /** The patient it is for when the dialog opens from their page. */
  patient?: PatientChoice | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function CreateAssessmentDialog({ open, actor, patient, onClose, onCreated }: CreateAssessmentDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <CreateForm actor={actor} patient={patient} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

interface LocalErrors {
  patientId?: string | undefined;
  agencyId?: string | undefined;
}

function CreateForm({ actor, patient: givenPatient, onClose, onCreated }: Omit<CreateAssessmentDialogProps, 'open'>) {
  const { t } = useTranslation('assessments');
  const create = useCreateAssessment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [patient, setPatient] = useState<PatientChoice | null>(givenPatient ?? null);
  const [summary, setSummary] = useState('');
  const [agencyId, setAgencyId] = useState('');
  const [localErrors, setLocalErrors] = useState<LocalErrors>({});
  // Agency-side users always create for their own agency; only an administrator picks one.
  const ownAgency = actor.agencyId ?? null;
  const picksAgency = actor.roleId === Role.ADMIN;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: LocalErrors = {
      patientId: patient === null ? t('validation.patientRequired') : undefined,
      agencyId: picksAgency && agencyId.trim() !== '' && !UUID.test(agencyId.trim()) ? t('validation.uuid') : undefined,
    };
    setLocalErrors(errors);
    if (patient === null || errors.agencyId !== undefined) return;
    const input: NewAssessment = { patientId: patient.id };
    if (summary.trim() !== '') input.summary = summary.trim();
    if (picksAgency && agencyId.trim() !== '') input.agencyId = agencyId.trim();
    else if (!picksAgency && ownAgency !== null) input.agencyId = ownAgency;
    create.mutate({ input, idempotencyKey }, { onSuccess: (result) => onCreated(result.id) });
  };

  const serverError = isApiError(create.error) ? create.error : undefined;
  const fieldError = (path: 'patientId' | 'agencyId' | 'summary') =>
    (path === 'summary' ? undefined : localErrors[path]) ?? serverError?.fieldError(path);
  const shownOnFields = (['patientId', 'summary', 'agencyId'] as const).some((path) => serverError?.fieldError(path) !== undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {ownAgency === null && !picksAgency && <Alert severity="info">{t('create.requestHint')}</Alert>}
          <PatientPicker label={t('fields.patient')} value={patient} onChange={setPatient} autoFocus={givenPatient === undefined} error={fieldError('patientId')} />
          {picksAgency && (
            <TextField
              label={t('fields.agencyId')}
              name="agencyId"
              fullWidth
              value={agencyId}
              onChange={(event) => setAgencyId(event.target.value)}
              error={fieldError('agencyId') !== undefined}
              helperText={fieldError('agencyId') ?? t('create.agencyHint')}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            />
          )}
          <LimitedTextField
            label={t('fields.summary')}
            name="summary"
            fullWidth
            multiline
            minRows={3}
            value={summary}
            onChange={setSummary}
            error={fieldError('summary')}
            maxLength={MAX_SUMMARY_LENGTH}
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
