import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOTE_BODY_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Note } from '../api';
import { Section } from '../layout/Section';
import { CommandError } from './CommandError';
import { useNoteCommand } from './useCommand';

/**
 * "Append a note" under a published note, for anyone on staff who reads it: a button until the
 * reader chooses to write, so reading a note never meets an empty editor.
 */
export function AppendNote({ note }: { note: Note }) {
  const { t } = useTranslation('notes');
  const [writing, setWriting] = useState(false);
  if (!writing) {
    return (
      <Button variant="outlined" onClick={() => setWriting(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('append.open')}
      </Button>
    );
  }
  return (
    <Section title={t('append.title')}>
      <AppendForm note={note} onCancel={() => setWriting(false)} />
    </Section>
  );
}

/** An addendum under a published note, written by anyone on staff who reads it. */
export function AppendForm({ note, onCancel }: { note: Note; onCancel: () => void }) {
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
        autoFocus
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
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {t('append.submit')}
        </Button>
        <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
      </Stack>
    </Stack>
  );
}
