import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { allergyReactions, patientRecord, type Actor, type AllergyChanges, type AllergyReactionId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Patient, type PatientAllergyEntry } from '../api';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { usePatientLabels } from './labels';
import { useFieldRules } from './useFieldRules';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

interface Draft {
  allergen: string;
  reaction: string;
  severity: string;
}

const draftOf = (allergy: PatientAllergyEntry | null): Draft => ({
  allergen: allergy?.allergen ?? '',
  reaction: allergy?.reaction ?? '',
  severity: allergy === null ? '' : String(allergy.severity),
});

/** An unchosen severity stays 0 so the schema names the field. */
const valuesOf = (draft: Draft) => ({
  allergen: draft.allergen.trim(),
  reaction: draft.reaction.trim() === '' ? null : draft.reaction.trim(),
  severity: (draft.severity === '' ? 0 : Number(draft.severity)) as AllergyReactionId,
});

/** Only what differs from the allergy as saved: the domain refuses an update that changes nothing. */
export const allergyChanges = (draft: Draft, saved: PatientAllergyEntry): AllergyChanges => {
  const values = valuesOf(draft);
  const changes: AllergyChanges = {};
  if (values.allergen !== saved.allergen) changes.allergen = values.allergen;
  if (values.reaction !== saved.reaction) changes.reaction = values.reaction;
  if (values.severity !== saved.severity) changes.severity = values.severity;
  return changes;
};

/** Recording an allergy, under the patient's allergies. */
export function AddAllergy({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'add-allergy', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="add" label={t('allergies.add')}>
        <AllergyForm patient={patient} allergy={null} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

/** Edit and remove beside one allergy, each as the policy allows. */
export function AllergyActions({ patient, actor, allergy }: { patient: Patient; actor: Actor; allergy: PatientAllergyEntry }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  const [removeKey] = useState(newIdempotencyKey);
  const mayUpdate = mayEditPatient(actor, 'update-allergy', patient);
  const mayRemove = mayEditPatient(actor, 'remove-allergy', patient);
  if (!mayUpdate && !mayRemove) return null;
  return (
    <EditBar command={command}>
      {mayUpdate && (
        <CommandDialogButton command={command} name="edit" label={t('edit.edit')} ariaLabel={t('allergies.editOne', { allergen: allergy.allergen })}>
          <AllergyForm patient={patient} allergy={allergy} command={command} />
        </CommandDialogButton>
      )}
      {mayRemove && (
        <CommandDialogButton command={command} name="remove" color="error" label={t('edit.remove')} ariaLabel={t('allergies.removeOne', { allergen: allergy.allergen })}>
          <EditForm
            title={t('allergies.removeTitle', { allergen: allergy.allergen })}
            submitLabel={t('edit.remove')}
            command={command}
            onSubmit={() => command.send({ action: 'remove-allergy', body: { allergyId: allergy.allergyId } }, removeKey)}
          />
        </CommandDialogButton>
      )}
    </EditBar>
  );
}

const FIELDS = ['allergen', 'reaction', 'severity'] as const;

function AllergyForm({ patient, allergy, command }: { patient: Patient; allergy: PatientAllergyEntry | null; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  const rules = useFieldRules(patientRecord.actions[allergy === null ? 'add-allergy' : 'update-allergy'].body, command.dialogError, {
    severity: t('allergies.severityRequired'),
  });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [allergyId] = useState(() => allergy?.allergyId ?? newIdempotencyKey());
  const [draft, setDraft] = useState(() => draftOf(allergy));
  const [unchanged, setUnchanged] = useState(false);

  const change = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    rules.forget(field);
    setUnchanged(false);
  };
  const submit = () => {
    const values = valuesOf(draft);
    const body = allergy === null ? { allergyId, ...values } : { allergyId, ...allergyChanges(draft, allergy) };
    const valid = rules.check({ expectedVersion: patient.version, ...body });
    const same = allergy !== null && Object.keys(body).length === 1;
    setUnchanged(same);
    if (!valid || same) return;
    command.send(allergy === null ? { action: 'add-allergy', body: { allergyId, ...values } } : { action: 'update-allergy', body }, idempotencyKey);
  };
  return (
    <EditForm
      title={allergy === null ? t('allergies.addTitle') : t('allergies.editTitle', { allergen: allergy.allergen })}
      command={command}
      errorShownAtFields={rules.anyAt(FIELDS)}
      onSubmit={submit}
    >
      <TextField
        label={t('allergies.allergen')}
        name="allergen"
        required
        autoFocus
        fullWidth
        autoComplete="off"
        value={draft.allergen}
        onChange={(event) => change('allergen', event.target.value)}
        error={rules.errorOf('allergen') !== undefined}
        helperText={rules.errorOf('allergen')}
      />
      <TextField
        select
        label={t('allergies.severity')}
        name="severity"
        required
        fullWidth
        value={draft.severity}
        onChange={(event) => change('severity', event.target.value)}
        error={rules.errorOf('severity') !== undefined}
        helperText={rules.errorOf('severity')}
      >
        {allergyReactions.map((reaction) => (
          <MenuItem key={reaction.id} value={String(reaction.id)}>
            {labels.severity(reaction.id)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('allergies.reactionField')}
        name="reaction"
        fullWidth
        multiline
        minRows={2}
        value={draft.reaction}
        onChange={(event) => change('reaction', event.target.value)}
        error={rules.errorOf('reaction') !== undefined}
        helperText={rules.errorOf('reaction') ?? t('allergies.reactionHint')}
      />
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
