import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOTE_BODY_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Note } from '../api';
import { CommandError } from './CommandError';
import { useNoteCommand } from './useCommand';

/** An addendum under a published note, written by anyone on staff who reads it. */
export function AppendForm({ note }: { note: Note }) {
  const { t } = useTranslation('notes');
  const { run, mutation } = useNoteCommand(note.id);
  const [body, setBody] = useState('');
  const [localError, setLocalError] = useState<string>();
  const [done, setDone] = useState(false);
  const error = mutation.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (body.trim() === '') return setLocalError(t('append.required'));
    setLocalError(undefined);
    run({ action: 'append', body: { expectedVersion: note.version, body } }, () => {
      setBody('');
      setDone(true);
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <TextField
        label={t('append.label')}
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_BODY_LENGTH } }}
        error={localError !== undefined || (isApiError(error) && error.fieldError('body') !== undefined)}
        helperText={localError ?? (isApiError(error) ? error.fieldError('body') : undefined) ?? t('append.hint')}
      />
      {error !== null && !(isApiError(error) && error.fieldError('body') !== undefined) && <CommandError error={error} />}
      {done && <Alert severity="success">{t('append.done')}</Alert>}
      <Button type="submit" variant="outlined" disabled={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('append.submit')}
      </Button>
    </Stack>
  );
}
