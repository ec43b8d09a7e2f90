import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { noteVisibilitiesWritableBy, type Actor, type NoteVisibilityId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Note } from '../api';
import { CommandError } from './CommandError';
import { useNoteCommand } from './useCommand';
import { useVisibilityLabel } from './visibility';

/** Who may read the note, among the circles the actor's role may write into. */
export function PrivacyForm({ note, actor }: { note: Note; actor: Actor }) {
  const { t } = useTranslation('notes');
  const label = useVisibilityLabel();
  const { run, mutation } = useNoteCommand(note.id);
  const [visibility, setVisibility] = useState<NoteVisibilityId>(note.visibility);
  const [done, setDone] = useState(false);
  const choices = noteVisibilitiesWritableBy[actor.roleId];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    run({ action: 'privacy', body: { expectedVersion: note.version, visibility } }, () => setDone(true));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={t('fields.visibility')} value={String(visibility)} onChange={(event) => setVisibility(Number(event.target.value) as NoteVisibilityId)} sx={{ minWidth: 260 }}>
          {choices.map((id) => (
            <MenuItem key={id} value={String(id)}>
              {label(id)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={mutation.isPending || visibility === note.visibility}>
          {t('privacy.submit')}
        </Button>
      </Stack>
      {mutation.error !== null && <CommandError error={mutation.error} />}
      {done && <Alert severity="success">{t('privacy.done')}</Alert>}
    </Stack>
  );
}
