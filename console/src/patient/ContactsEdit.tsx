import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { patientRecord, relationships, type Actor, type ContactChanges, type RelationshipId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Patient, type PatientContact } from '../api';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { usePatientLabels } from './labels';
import { useFieldRules } from './useFieldRules';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

interface Draft {
  name: string;
  relationshipId: string;
  phone: string;
  email: string;
  isEmergency: boolean;
}

const draftOf = (contact: PatientContact | null): Draft => ({
  name: contact?.name ?? '',
  relationshipId: contact === null ? '' : String(contact.relationshipId),
  phone: contact?.phone ?? '',
  email: contact?.email ?? '',
  isEmergency: contact?.isEmergency ?? false,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The contact as the domain stores it; an unchosen relationship stays 0 so the schema names the field. */
const valuesOf = (draft: Draft) => ({
  name: draft.name.trim(),
  relationshipId: (draft.relationshipId === '' ? 0 : Number(draft.relationshipId)) as RelationshipId,
  phone: orNull(draft.phone),
  email: orNull(draft.email),
  isEmergency: draft.isEmergency,
});

/** Only what differs from the contact as saved: the domain refuses an update that changes nothing. */
export const contactChanges = (draft: Draft, saved: PatientContact): ContactChanges => {
  const values = valuesOf(draft);
  const changes: ContactChanges = {};
  if (values.name !== saved.name) changes.name = values.name;
  if (values.relationshipId !== saved.relationshipId) changes.relationshipId = values.relationshipId;
  if (values.phone !== saved.phone) changes.phone = values.phone;
  if (values.email !== saved.email) changes.email = values.email;
  if (values.isEmergency !== saved.isEmergency) changes.isEmergency = values.isEmergency;
  return changes;
};

/** Adding a contact, under the patient's contacts. */
export function AddContact({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'add-contact', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="add" label={t('contacts.add')}>
        <ContactForm patient={patient} contact={null} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

/** Edit and remove beside one contact, each as the policy allows. */
export function ContactActions({ patient, actor, contact }: { patient: Patient; actor: Actor; contact: PatientContact }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  const [removeKey] = useState(newIdempotencyKey);
  const mayUpdate = mayEditPatient(actor, 'update-contact', patient);
  const mayRemove = mayEditPatient(actor, 'remove-contact', patient);
  if (!mayUpdate && !mayRemove) return null;
  return (
    <EditBar command={command}>
      {mayUpdate && (
        <CommandDialogButton command={command} name="edit" label={t('edit.edit')} ariaLabel={t('contacts.editOne', { name: contact.name })}>
          <ContactForm patient={patient} contact={contact} command={command} />
        </CommandDialogButton>
      )}
      {mayRemove && (
        <CommandDialogButton command={command} name="remove" color="error" label={t('edit.remove')} ariaLabel={t('contacts.removeOne', { name: contact.name })}>
          <EditForm
            title={t('contacts.removeTitle', { name: contact.name })}
            submitLabel={t('edit.remove')}
            command={command}
            onSubmit={() => command.send({ action: 'remove-contact', body: { contactId: contact.contactId } }, removeKey)}
          />
        </CommandDialogButton>
      )}
    </EditBar>
  );
}

const FIELDS = ['name', 'relationshipId', 'phone', 'email'] as const;

function ContactForm({ patient, contact, command }: { patient: Patient; contact: PatientContact | null; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const labels = usePatientLabels();
  const action = contact === null ? 'add-contact' : 'update-contact';
  const rules = useFieldRules(patientRecord.actions[action].body, command.dialogError, {
    relationshipId: t('contacts.relationshipRequired'),
    phone: t('rules.phone'),
    email: t('rules.email'),
  });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [contactId] = useState(() => contact?.contactId ?? newIdempotencyKey());
  const [draft, setDraft] = useState(() => draftOf(contact));
  const [needsPhone, setNeedsPhone] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const change = (field: keyof Draft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    rules.forget(field);
    setNeedsPhone(false);
    setUnchanged(false);
  };
  const submit = () => {
    const values = valuesOf(draft);
    const body = contact === null ? { contactId, ...values } : { contactId, ...contactChanges(draft, contact) };
    const valid = rules.check({ expectedVersion: patient.version, ...body });
    // The domain's rule of the whole contact: someone to call in an emergency has a number.
    const phoneMissing = values.isEmergency && values.phone === null;
    const same = contact !== null && Object.keys(body).length === 1;
    setNeedsPhone(phoneMissing);
    setUnchanged(same);
    if (!valid || phoneMissing || same) return;
    command.send(contact === null ? { action: 'add-contact', body: { contactId, ...values } } : { action: 'update-contact', body }, idempotencyKey);
  };
  const errorOf = (field: (typeof FIELDS)[number]) => (field === 'phone' && needsPhone ? t('contacts.emergencyNeedsPhone') : rules.errorOf(field));
  const text = (field: 'name' | 'phone' | 'email', props: { required?: boolean; type?: string; autoFocus?: boolean } = {}) => (
    <TextField
      label={t(`contacts.${field}`)}
      name={field}
      fullWidth
      autoComplete="off"
      {...props}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
    />
  );
  return (
    <EditForm
      title={contact === null ? t('contacts.addTitle') : t('contacts.editTitle', { name: contact.name })}
      command={command}
      errorShownAtFields={FIELDS.some((field) => errorOf(field) !== undefined)}
      onSubmit={submit}
    >
      {text('name', { required: true, autoFocus: true })}
      <TextField
        select
        label={t('contacts.relationship')}
        name="relationshipId"
        required
        fullWidth
        value={draft.relationshipId}
        onChange={(event) => change('relationshipId', event.target.value)}
        error={errorOf('relationshipId') !== undefined}
        helperText={errorOf('relationshipId')}
      >
        {relationships.map((relationship) => (
          <MenuItem key={relationship.id} value={String(relationship.id)}>
            {labels.relationship(relationship.id, relationship.label)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('phone', { type: 'tel' })}
        {text('email', { type: 'email' })}
      </Stack>
      <FormControlLabel
        control={<Checkbox name="isEmergency" checked={draft.isEmergency} onChange={(event) => change('isEmergency', event.target.checked)} />}
        label={t('contacts.emergency')}
      />
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
