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
import { patientRecord, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type NewPatient } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { mayRegisterPatient } from './access';
import { useRegisterPatient } from './queries';
import { useFieldRules } from './useFieldRules';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

/** "New patient" on the patient list, for whoever the domain lets register one; lands on the new patient's page. */
export function NewPatientButton({ actor, onCreated }: { actor: Actor; onCreated: (id: string) => void }) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState(false);
  if (!mayRegisterPatient(actor)) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('create.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        {open && <CreateForm actor={actor} onClose={() => setOpen(false)} onCreated={onCreated} />}
      </Dialog>
    </>
  );
}

const today = (): string => new Date().toISOString().slice(0, 10);

function CreateForm({ actor, onClose, onCreated }: { actor: Actor; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('patients');
  const register = useRegisterPatient();
  const rules = useFieldRules(patientRecord.create.body, register.error, { dateOfBirth: t('rules.date') });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<Record<Field, string>>({ firstName: '', lastName: '', dateOfBirth: '' });
  const [bornInFuture, setBornInFuture] = useState(false);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    rules.forget(field);
    setBornInFuture(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: NewPatient = { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), dateOfBirth: draft.dateOfBirth === '' ? null : draft.dateOfBirth };
    const valid = rules.check(input);
    const future = input.dateOfBirth != null && input.dateOfBirth > today();
    setBornInFuture(future);
    if (valid && !future) register.mutate({ input, idempotencyKey }, { onSuccess: (result) => onCreated(result.id) });
  };
  const errorOf = (field: Field) => (field === 'dateOfBirth' && bornInFuture ? t('rules.bornInFuture') : rules.errorOf(field));
  const field = (name: Field, props: { required?: boolean; autoFocus?: boolean; type?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      fullWidth
      autoComplete="off"
      {...props}
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name)}
      slotProps={props.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {actor.agencyId == null && actor.partnerId == null && <Alert severity="info">{t('create.noAgencyHint')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('firstName', { required: true, autoFocus: true })}
            {field('lastName', { required: true })}
          </Stack>
          {field('dateOfBirth', { type: 'date' })}
          {!FIELDS.some((name) => errorOf(name) !== undefined) && <ErrorAlert error={register.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={register.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
