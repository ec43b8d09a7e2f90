import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { activityAreas, ambulatoryLevels, assistanceLevelIn, assistanceLevels, type Actor, type AssistanceLevelId, type AssistanceLevels } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Patient } from '../api';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { useAmbulatoryLabel, usePatientLabels } from './labels';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

/** How the patient moves about: a clinical judgement, set by the agency side. */
export function AmbulatoryEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'set-ambulatory-level', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="ambulatory" label={t('levels.editAmbulatory')}>
        <AmbulatoryForm patient={patient} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

function AmbulatoryForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const label = useAmbulatoryLabel();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [level, setLevel] = useState(patient.ambulatoryLevel === null ? '' : String(patient.ambulatoryLevel));
  const [missing, setMissing] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const serverError = isApiError(command.dialogError) ? command.dialogError.fieldError('level') : undefined;
  const error = missing ? t('levels.ambulatoryRequired') : serverError;
  const submit = () => {
    const same = level !== '' && Number(level) === patient.ambulatoryLevel;
    setMissing(level === '');
    setUnchanged(same);
    if (level !== '' && !same) command.send({ action: 'set-ambulatory-level', body: { level: Number(level) } }, idempotencyKey);
  };
  return (
    <EditForm title={t('levels.ambulatoryTitle')} command={command} errorShownAtFields={serverError !== undefined} onSubmit={submit}>
      <TextField
        select
        label={t('fields.ambulatoryLevel')}
        name="level"
        required
        fullWidth
        value={level}
        onChange={(event) => {
          setLevel(event.target.value);
          setMissing(false);
          setUnchanged(false);
        }}
        error={error !== undefined}
        helperText={error}
      >
        {ambulatoryLevels.map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {label(entry.id)}
          </MenuItem>
        ))}
      </TextField>
      {unchanged && <Unchanged />}
    </EditForm>
  );
}

/** The help the patient needs in each activity of daily living, set by the agency side. */
export function AssistanceEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'set-assistance-levels', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="assistance" label={t('levels.editAssistance')} maxWidth="md">
        <AssistanceForm patient={patient} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

/** The areas whose level differs from the saved one: the command sets those and keeps the others. */
export const assistanceChanges = (levels: AssistanceLevels, saved: AssistanceLevels): AssistanceLevels =>
  Object.fromEntries(activityAreas.flatMap((area) => (assistanceLevelIn(levels, area) === assistanceLevelIn(saved, area) ? [] : [[area, assistanceLevelIn(levels, area)]])));

function AssistanceForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [levels, setLevels] = useState<AssistanceLevels>(patient.assistanceLevels);
  const [unchanged, setUnchanged] = useState(false);
  const serverError = (area: string) => (isApiError(command.dialogError) ? command.dialogError.fieldError(area) : undefined);
  const submit = () => {
    const changes = assistanceChanges(levels, patient.assistanceLevels);
    const same = Object.keys(changes).length === 0;
    setUnchanged(same);
    if (!same) command.send({ action: 'set-assistance-levels', body: { levels: changes } }, idempotencyKey);
  };
  return (
    <EditForm
      title={t('levels.assistanceTitle')}
      description={t('levels.assistanceHint')}
      command={command}
      errorShownAtFields={activityAreas.some((area) => serverError(area) !== undefined)}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {activityAreas.map((area) => (
          <TextField
            key={area}
            select
            size="small"
            label={t(`activityAreas.${area}`)}
            name={area}
            value={String(assistanceLevelIn(levels, area))}
            onChange={(event) => {
              setLevels((current) => ({ ...current, [area]: Number(event.target.value) as AssistanceLevelId }));
              setUnchanged(false);
            }}
            error={serverError(area) !== undefined}
            helperText={serverError(area)}
          >
            {assistanceLevels.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {labels.assistance(entry.id)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
