import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Patient } from '../api';
import { CaregiverPicker } from '../assessment/CaregiverPicker';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm } from './EditDialog';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

/** Who cares for the patient: a caregiver of its agency joins or leaves the care team. */
export function CareTeamEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  const mayAssign = mayEditPatient(actor, 'assign-caregiver', patient);
  const mayUnassign = mayEditPatient(actor, 'unassign-caregiver', patient) && patient.careTeam.length > 0;
  if (!mayAssign && !mayUnassign) return null;
  return (
    <EditBar command={command}>
      {mayAssign && (
        <CommandDialogButton command={command} name="assign" label={t('careTeam.assign')}>
          <AssignForm patient={patient} command={command} />
        </CommandDialogButton>
      )}
      {mayUnassign && (
        <CommandDialogButton command={command} name="unassign" color="error" label={t('careTeam.unassign')}>
          <UnassignForm patient={patient} command={command} />
        </CommandDialogButton>
      )}
    </EditBar>
  );
}

function AssignForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [caregiverId, setCaregiverId] = useState<string | null>(null);
  const [problem, setProblem] = useState<'missing' | 'member' | null>(null);
  const serverError = isApiError(command.dialogError) ? command.dialogError.fieldError('caregiverId') : undefined;
  const error = problem === null ? serverError : t(problem === 'missing' ? 'careTeam.caregiverRequired' : 'careTeam.alreadyMember');
  const submit = () => {
    const found = caregiverId === null ? 'missing' : patient.careTeam.includes(caregiverId) ? 'member' : null;
    setProblem(found);
    if (found === null && caregiverId !== null) command.send({ action: 'assign-caregiver', body: { caregiverId } }, idempotencyKey);
  };
  return (
    <EditForm title={t('careTeam.assignTitle')} submitLabel={t('careTeam.assignSubmit')} command={command} errorShownAtFields={serverError !== undefined} onSubmit={submit}>
      <CaregiverPicker
        value={caregiverId}
        agencyId={patient.agencyId}
        error={error}
        helperText={t('careTeam.caregiverHint')}
        onChange={(id) => {
          setCaregiverId(id);
          setProblem(null);
        }}
      />
    </EditForm>
  );
}

function UnassignForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [caregiverId, setCaregiverId] = useState(patient.careTeam.length === 1 ? (patient.careTeam[0] ?? '') : '');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    setMissing(caregiverId === '');
    if (caregiverId !== '') command.send({ action: 'unassign-caregiver', body: { caregiverId } }, idempotencyKey);
  };
  return (
    <EditForm title={t('careTeam.unassignTitle')} submitLabel={t('careTeam.unassignSubmit')} command={command} onSubmit={submit}>
      <TextField
        select
        label={t('careTeam.member')}
        name="caregiverId"
        required
        fullWidth
        value={caregiverId}
        onChange={(event) => {
          setCaregiverId(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('careTeam.memberRequired') : undefined}
      >
        {patient.careTeam.map((member, index) => (
          <MenuItem key={member} value={member}>
            {patient.careTeamNames[index] ?? member}
          </MenuItem>
        ))}
      </TextField>
    </EditForm>
  );
}
