import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { certificationsFor, mayActOnCaregiver, professions, servicesFor, skillsOutsideProfession, type Actor, type ProfessionId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Caregiver } from '../api';
import { DialogButton } from '../layout/DialogButton';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useCareServiceLabel } from '../posting/careService';
import { useCaregiverLabels } from './labels';
import { useCaregiverAction } from './queries';

/** The profession decides which services and certifications a caregiver may hold: the agency's word (domain `mayActOnCaregiver`). */
export function CaregiverProfessionChange({ caregiver, actor }: { caregiver: Caregiver; actor: Actor }) {
  const { t } = useTranslation('caregivers');
  const mutation = useCaregiverAction(caregiver.id);
  if (!mayActOnCaregiver(actor, 'change-profession', { agencyId: caregiver.agencyId, userId: caregiver.userId })) return null;
  return (
    <DialogButton label={t('profession.change')} onOpen={mutation.reset}>
      {(close) => (
        <ProfessionForm
          caregiver={caregiver}
          pending={mutation.isPending}
          error={mutation.error}
          onClose={close}
          onSubmit={(professionId, idempotencyKey) =>
            mutation.mutate({ command: { action: 'change-profession', body: { expectedVersion: caregiver.version, professionId } }, idempotencyKey }, { onSuccess: close })
          }
        />
      )}
    </DialogButton>
  );
}

interface ProfessionFormProps {
  /** The caregiver as saved now: refetched after a command, a conflict included. */
  caregiver: Caregiver;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (professionId: ProfessionId, idempotencyKey: string) => void;
}

function ProfessionForm({ caregiver, pending, error, onClose, onSubmit }: ProfessionFormProps) {
  const { t } = useTranslation('caregivers');
  const labels = useCaregiverLabels();
  const serviceLabel = useCareServiceLabel();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [value, setValue] = useState('');
  const [required, setRequired] = useState(false);
  // The domain refuses a change to the profession the caregiver already has.
  const choices = professions.filter((profession) => profession.id !== caregiver.professionId);
  const chosen = choices.find((profession) => profession.id === value)?.id;
  const outside = chosen === undefined ? undefined : skillsOutsideProfession(caregiver, chosen);
  const blocked = outside !== undefined && outside.services.length + outside.certifications.length > 0;
  const conflict = isApiError(error) && error.status === 409 ? error : undefined;
  const fieldError = (required ? t('profession.required') : undefined) ?? (isApiError(error) ? error.fieldError('professionId') : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRequired(chosen === undefined);
    if (chosen !== undefined && !blocked) onSubmit(chosen, idempotencyKey);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('profession.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('profession.description', { current: labels.profession(caregiver.professionId) })}</DialogContentText>
        <Stack spacing={2}>
          {conflict !== undefined && (
            <Alert severity="warning">
              {t('conflictKept', { expected: conflict.conflict?.expectedVersion ?? '?', actual: conflict.conflict?.actualVersion ?? '?' })}{' '}
              {t('profession.now', { profession: labels.profession(caregiver.professionId) })}
            </Alert>
          )}
          <TextField
            select
            label={t('profession.field')}
            name="professionId"
            required
            fullWidth
            autoFocus
            value={chosen ?? ''}
            onChange={(event) => {
              setValue(event.target.value);
              setRequired(false);
            }}
            error={fieldError !== undefined}
            helperText={fieldError ?? (chosen === undefined ? undefined : t('profession.allows', { services: servicesFor(chosen).length, certifications: certificationsFor(chosen).length }))}
          >
            {choices.map((profession) => (
              <MenuItem key={profession.id} value={profession.id}>
                {labels.profession(profession.id)}
              </MenuItem>
            ))}
          </TextField>
          {blocked && chosen !== undefined && (
            <Alert severity="error">
              {t('profession.blocked', { profession: labels.profession(chosen).toLocaleLowerCase() })}
              <Typography component="ul" variant="body2" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('profession.blockedList')}>
                {outside.services.map((id) => (
                  <li key={`service-${id}`}>{serviceLabel(id)}</li>
                ))}
                {outside.certifications.map((id) => (
                  <li key={`certification-${id}`}>{labels.certification(id)}</li>
                ))}
              </Typography>
            </Alert>
          )}
          {conflict === undefined && fieldError === undefined && <ErrorAlert error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={blocked}>
          {t('profession.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
