import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { genders, patientRecord, type Actor, type DemographicsChanges, type Gender, type PatientAddress } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Patient } from '../api';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { usePatientLabels } from './labels';
import { useFieldRules } from './useFieldRules';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

const personFields = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'phone'] as const;
const addressFields = ['street', 'city', 'province', 'postalCode', 'country'] as const;
type Field = (typeof personFields)[number] | (typeof addressFields)[number];
type Draft = Record<Field, string>;

export const demographicsDraftOf = (patient: Patient): Draft => ({
  firstName: patient.firstName,
  lastName: patient.lastName,
  dateOfBirth: patient.dateOfBirth ?? '',
  gender: patient.gender ?? '',
  phone: patient.phone ?? '',
  street: patient.address?.street ?? '',
  city: patient.address?.city ?? '',
  province: patient.address?.province ?? '',
  postalCode: patient.address?.postalCode ?? '',
  country: patient.address?.country ?? '',
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The address as one value: all of it blank is no address; country codes are upper case. */
const addressOf = (draft: Draft): PatientAddress | null =>
  addressFields.every((field) => draft[field].trim() === '')
    ? null
    : { street: orNull(draft.street), city: draft.city.trim(), province: draft.province.trim(), postalCode: orNull(draft.postalCode), country: draft.country.trim().toUpperCase() };

/**
 * The fields the user changed, as the domain takes them: a field left out keeps its value, null
 * clears it, and the address goes whole when any part of it changed.
 */
export const demographicsChanges = (draft: Draft, saved: Patient): DemographicsChanges => {
  const changes: DemographicsChanges = {};
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  if (firstName !== saved.firstName) changes.firstName = firstName;
  if (lastName !== saved.lastName) changes.lastName = lastName;
  if (orNull(draft.dateOfBirth) !== saved.dateOfBirth) changes.dateOfBirth = orNull(draft.dateOfBirth);
  if (orNull(draft.gender) !== saved.gender) changes.gender = orNull(draft.gender) as Gender | null;
  if (orNull(draft.phone) !== saved.phone) changes.phone = orNull(draft.phone);
  const address = addressOf(draft);
  if (JSON.stringify(address) !== JSON.stringify(addressOf(demographicsDraftOf(saved)))) changes.address = address;
  return changes;
};

const today = (): string => new Date().toISOString().slice(0, 10);

/** Who the patient is: name, birth date, gender, phone and address. */
export function DemographicsEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'update-demographics', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="demographics" label={t('demographics.edit')} maxWidth="md">
        <DemographicsForm patient={patient} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

function DemographicsForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  const rules = useFieldRules(patientRecord.actions['update-demographics'].body, command.dialogError, {
    dateOfBirth: t('rules.date'),
    gender: t('rules.invalid'),
    phone: t('rules.phone'),
    country: t('rules.country'),
  });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState(() => demographicsDraftOf(patient));
  const [bornInFuture, setBornInFuture] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    rules.forget(field);
    setBornInFuture(false);
    setUnchanged(false);
  };
  const submit = () => {
    const changes = demographicsChanges(draft, patient);
    const valid = rules.check({ expectedVersion: patient.version, ...changes });
    const future = changes.dateOfBirth != null && changes.dateOfBirth > today();
    const same = Object.keys(changes).length === 0;
    setBornInFuture(future);
    setUnchanged(same);
    if (valid && !future && !same) command.send({ action: 'update-demographics', body: changes }, idempotencyKey);
  };
  const errorOf = (field: Field) => (field === 'dateOfBirth' && bornInFuture ? t('rules.bornInFuture') : rules.errorOf(field));
  const field = (name: Field, props: { required?: boolean; type?: string; autoFocus?: boolean; hint?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      fullWidth
      autoComplete="off"
      required={props.required}
      type={props.type}
      autoFocus={props.autoFocus}
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name) ?? props.hint}
      slotProps={props.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <EditForm
      title={t('demographics.title')}
      command={command}
      errorShownAtFields={[...personFields, ...addressFields].some((name) => errorOf(name) !== undefined)}
      onSubmit={submit}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('firstName', { required: true, autoFocus: true })}
        {field('lastName', { required: true })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('dateOfBirth', { type: 'date' })}
        <TextField
          select
          label={t('fields.gender')}
          name="gender"
          fullWidth
          value={draft.gender}
          onChange={(event) => change('gender', event.target.value)}
          error={errorOf('gender') !== undefined}
          helperText={errorOf('gender')}
        >
          <MenuItem value="">{t('demographics.notRecorded')}</MenuItem>
          {genders.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {labels.gender(gender)}
            </MenuItem>
          ))}
        </TextField>
        {field('phone', { type: 'tel' })}
      </Stack>
      {field('street')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('city')}
        {field('province')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('postalCode')}
        {field('country', { hint: t('demographics.countryHint') })}
      </Stack>
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
