import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOTE_BODY_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Note } from '../api';
import { CommandError, isConflict } from './CommandError';
import { useNoteTypes } from './queries';
import { useNoteCommand } from './useCommand';

type Confirming = 'publish' | 'discard' | null;

/** A draft is its author's to rewrite freely, then publish (for good) or discard. */
export function DraftEditor({ note }: { note: Note }) {
  const { t } = useTranslation('notes');
  const types = useNoteTypes();
  const { run, mutation } = useNoteCommand(note.id);
  const [body, setBody] = useState(note.parent.text);
  const [dateOfService, setDateOfService] = useState(note.dateOfService);
  const [noteTypeId, setNoteTypeId] = useState(note.noteTypeId);
  const [localError, setLocalError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const error = mutation.error;
  const dirty = body !== note.parent.text || dateOfService !== note.dateOfService || noteTypeId !== note.noteTypeId;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (body.trim() === '') return setLocalError(t('draft.bodyRequired'));
    if (!dirty) return setLocalError(t('draft.unchanged'));
    setLocalError(undefined);
    run(
      {
        action: 'edit-draft',
        body: {
          expectedVersion: note.version,
          ...(body === note.parent.text ? {} : { body }),
          ...(dateOfService === note.dateOfService ? {} : { dateOfService }),
          ...(noteTypeId === note.noteTypeId ? {} : { noteTypeId }),
        },
      },
      () => setSaved(true),
    );
  };

  // A new question forgets the last answer: a conflict that closed the dialog must not keep it closed.
  const ask = (question: Exclude<Confirming, null>) => {
    mutation.reset();
    setConfirming(question);
  };

  const confirm = () => {
    if (confirming === null) return;
    const expected = { expectedVersion: note.version };
    run(confirming === 'publish' ? { action: 'publish', body: expected } : { action: 'discard', body: expected }, () => setConfirming(null));
  };

  return (
    <Stack component="form" noValidate onSubmit={save} spacing={2}>
      <Alert severity="info">{t('draft.hint')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label={t('fields.noteType')} value={String(noteTypeId)} onChange={(event) => setNoteTypeId(Number(event.target.value))} sx={{ minWidth: 220 }} error={isApiError(error) && error.fieldError('noteTypeId') !== undefined} helperText={isApiError(error) ? error.fieldError('noteTypeId') : undefined}>
          {(types.data?.data ?? []).map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.label}
            </MenuItem>
          ))}
          {types.data?.data.some((type) => type.id === noteTypeId) !== true && <MenuItem value={String(noteTypeId)}>{t('fields.noteTypeId', { id: noteTypeId })}</MenuItem>}
        </TextField>
        <TextField size="small" type="date" label={t('fields.dateOfService')} value={dateOfService} onChange={(event) => setDateOfService(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={isApiError(error) && error.fieldError('dateOfService') !== undefined} helperText={isApiError(error) ? error.fieldError('dateOfService') : undefined} />
      </Stack>
      <TextField
        label={t('draft.body')}
        multiline
        minRows={6}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_BODY_LENGTH } }}
        error={isApiError(error) && error.fieldError('body') !== undefined}
        helperText={(isApiError(error) ? error.fieldError('body') : undefined) ?? t('draft.length', { count: body.length, max: MAX_NOTE_BODY_LENGTH })}
      />
      {localError !== undefined && <Alert severity="warning">{localError}</Alert>}
      {error !== null && confirming === null && <CommandError error={error} />}
      {saved && !dirty && <Alert severity="success">{t('draft.saved')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {t('draft.save')}
        </Button>
        <Button variant="outlined" color="success" disabled={mutation.isPending || dirty} onClick={() => ask('publish')}>
          {t('draft.publish')}
        </Button>
        <Button color="error" disabled={mutation.isPending} onClick={() => ask('discard')}>
          {t('draft.discard')}
        </Button>
      </Stack>
      {dirty && <Alert severity="info">{t('draft.saveBeforePublish')}</Alert>}
      <Dialog open={confirming !== null && !isConflict(error)} onClose={() => setConfirming(null)} aria-labelledby="draft-confirm-title">
        <DialogTitle id="draft-confirm-title">{confirming === 'discard' ? t('draft.discardTitle') : t('draft.publishTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming === 'discard' ? t('draft.discardText') : t('draft.publishText')}</DialogContentText>
          {error !== null && <CommandError error={error} sx={{ mt: 2 }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button variant="contained" color={confirming === 'discard' ? 'error' : 'success'} loading={mutation.isPending} onClick={confirm}>
            {confirming === 'discard' ? t('draft.discard') : t('draft.publish')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
