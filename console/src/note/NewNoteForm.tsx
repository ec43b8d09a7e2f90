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
import { isApiError, newIdempotencyKey, notesApi, type CommandResult, type NewNote } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { noteKeys, useNoteTypes } from './queries';
import { useVisibilityLabel } from './visibility';

const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface NewNoteFormProps {
  patientId: string;
  actor: Actor;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** A dialog's body writing a new draft about the patient; publishing is a later, deliberate step. */
export function NewNoteForm({ patientId, actor, onClose, onCreated }: NewNoteFormProps) {
  const { t } = useTranslation('notes');
  const visibilityLabel = useVisibilityLabel();
  const types = useNoteTypes();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const choices = noteVisibilitiesWritableBy[actor.roleId];
  const [values, setValues] = useState({ noteTypeId: '', dateOfService: localToday(), visibility: String(choices[0] ?? ''), body: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const create = useMutation({
    mutationFn: (note: NewNote) => notesApi.create(note, idempotencyKey),
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
      patientId,
      noteTypeId: Number(values.noteTypeId),
      dateOfService: values.dateOfService,
      body: values.body,
      visibility: Number(values.visibility) as NoteVisibilityId,
      isDraft: true,
    });
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: (errors[name] ?? serverError(name)) !== undefined,
    helperText: errors[name] ?? serverError(name),
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-note-title">
      <DialogTitle id="new-note-title">{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select required label={t('fields.noteType')} {...field('noteTypeId')}>
            {(types.data?.data ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
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
