import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Patient } from '../api';
import { mayEditPatient } from './access';
import { useCatalogLabels } from './labels';
import { CommandDialogButton, EditBar, EditForm } from './EditDialog';
import { usePayers } from './queries';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

/** Who pays for the patient's care, from the payers catalog. */
export function PayerEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'set-payer', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="payer" label={t('payer.edit')}>
        <PayerForm patient={patient} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

function PayerForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const payers = usePayers();
  const labels = useCatalogLabels();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [payerId, setPayerId] = useState(patient.payerId === null ? '' : String(patient.payerId));
  const [missing, setMissing] = useState(false);
  const serverError = isApiError(command.dialogError) ? command.dialogError.fieldError('payerId') : undefined;
  const error = missing ? t('payer.required') : serverError;

  const submit = () => {
    setMissing(payerId === '');
    if (payerId !== '') command.send({ action: 'set-payer', body: { payerId: Number(payerId) } }, idempotencyKey);
  };
  return (
    <EditForm title={t('payer.title')} command={command} errorShownAtFields={serverError !== undefined} onSubmit={submit}>
      <TextField
        select
        label={t('fields.payer')}
        name="payerId"
        required
        fullWidth
        value={payers.isSuccess ? payerId : ''}
        onChange={(event) => {
          setPayerId(event.target.value);
          setMissing(false);
        }}
        error={error !== undefined}
        helperText={error ?? (payers.isError ? t('catalog.failed') : undefined)}
      >
        {(payers.data ?? []).map((payer) => (
          <MenuItem key={payer.id} value={String(payer.id)}>
            {labels.payer(payer)}
          </MenuItem>
        ))}
      </TextField>
    </EditForm>
  );
}
