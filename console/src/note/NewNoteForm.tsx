import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOTE_BODY_LENGTH, noteVisibilitiesWritableBy, type Actor, type NoteVisibilityId } from '@careledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type CommandResult, type NoteContent, type NoteTemplate } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { localToday } from '../i18n/calendar-dates';
import { noteKeys, useNoteTemplates, useNoteTypes } from './queries';
import { useVisibilityLabel } from './visibility';

interface Values {
  noteTypeId: string;
  noteTemplateId: string;
  dateOfService: string;
  visibility: string;
  body: string;
}

interface NewNoteFormProps {
  /** Sends the note about its subject (a patient, a hub, a cluster) under the form's idempotency key. */
  create: (content: NoteContent, idempotencyKey: string) => Promise<CommandResult>;
  actor: Actor;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** A dialog's body writing a new draft; publishing is a later, deliberate step. */
export function NewNoteForm({ create: send, actor, onClose, onCreated }: NewNoteFormProps) {
  const { t } = useTranslation('notes');
  const visibilityLabel = useVisibilityLabel();
  const types = useNoteTypes();
  const templates = useNoteTemplates().data?.data ?? [];
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const choices = noteVisibilitiesWritableBy[actor.roleId];
  const [values, setValues] = useState<Values>({ noteTypeId: '', noteTemplateId: '', dateOfService: localToday(), visibility: String(choices[0] ?? ''), body: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const create = useMutation({
    // Offline the caller may keep the draft on the device: the form must not wait for a network.
    networkMode: 'always',
    mutationFn: (note: NoteContent) => send(note, idempotencyKey),
    onSuccess: (result: CommandResult) => {
      void queryClient.invalidateQueries({ queryKey: noteKeys.all });
      onCreated(result.id);
    },
  });
  const serverError = (path: string) => (isApiError(create.error) ? create.error.fieldError(path) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (values.noteTypeId === '') found.noteTypeId = t('create.typeRequired');
    if (values.dateOfService === '') found.dateOfService = t('create.dateRequired');
    else if (values.dateOfService > localToday()) found.dateOfService = t('create.dateInFuture');
    if (values.body.trim() === '') found.body = t('draft.bodyRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({
      noteTypeId: Number(values.noteTypeId),
      ...(values.noteTemplateId === '' ? {} : { noteTemplateId: Number(values.noteTemplateId) }),
      dateOfService: values.dateOfService,
      body: values.body,
      visibility: Number(values.visibility) as NoteVisibilityId,
      isDraft: true,
    });
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: (errors[name] ?? serverError(name)) !== undefined,
    helperText: errors[name] ?? serverError(name),
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select required label={t('fields.noteType')} {...field('noteTypeId')} onChange={(event) => setValues(withType(values, event.target.value, templates))}>
            {(types.data?.data ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          {templates.length > 0 && <TemplateField templates={templates} values={values} onChange={setValues} />}
          <TextField required type="date" label={t('fields.dateOfService')} {...field('dateOfService')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }} />
          <TextField select required label={t('fields.visibility')} {...field('visibility')}>
            {choices.map((id) => (
              <MenuItem key={id} value={String(id)}>
                {visibilityLabel(id)}
              </MenuItem>
            ))}
          </TextField>
          <TextField required multiline minRows={5} label={t('draft.body')} {...field('body')} slotProps={{ htmlInput: { maxLength: MAX_NOTE_BODY_LENGTH } }} />
          {create.isError && <ErrorAlert error={create.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}


const templateOf = (templates: readonly NoteTemplate[], id: string) => templates.find((template) => String(template.id) === id);

/** A template belongs to one type: choosing another type lets go of it. */
const withType = (values: Values, noteTypeId: string, templates: readonly NoteTemplate[]): Values =>
  templateOf(templates, values.noteTemplateId)?.noteTypeId === Number(noteTypeId) ? { ...values, noteTypeId } : { ...values, noteTypeId, noteTemplateId: '' };

/**
 * A template chooses its type and lays its skeleton into the text, unless the writer has already
 * written something of their own there.
 */
const withTemplate = (values: Values, noteTemplateId: string, templates: readonly NoteTemplate[]): Values => {
  const previous = templateOf(templates, values.noteTemplateId);
  const chosen = templateOf(templates, noteTemplateId);
  const untouched = values.body.trim() === '' || values.body === previous?.body;
  if (chosen === undefined) return { ...values, noteTemplateId: '', body: untouched && previous !== undefined ? '' : values.body };
  return { ...values, noteTemplateId, noteTypeId: String(chosen.noteTypeId), body: untouched ? chosen.body : values.body };
};

function TemplateField({ templates, values, onChange }: { templates: readonly NoteTemplate[]; values: Values; onChange: (values: Values) => void }) {
  const { t } = useTranslation('notes');
  const shown = values.noteTypeId === '' ? templates : templates.filter((template) => String(template.noteTypeId) === values.noteTypeId);
  return (
    <TextField
      select
      label={t('fields.template')}
      name="noteTemplateId"
      value={values.noteTemplateId}
      onChange={(event) => onChange(withTemplate(values, event.target.value, templates))}
      helperText={t('create.templateHint')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('create.noTemplate')}</MenuItem>
      {shown.map((template) => (
        <MenuItem key={template.id} value={String(template.id)}>
          {template.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
