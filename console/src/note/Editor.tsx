import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Note, type RenderedText } from '../api';
import { CommandError } from './CommandError';
import { editableParts, mayAppend, partsOf } from './editing';
import { NoteParts } from './NoteParts';
import { selectedRange } from './offsets';
import type { PersonNames } from './people';
import { useNoteCommand } from './useCommand';

interface EditorProps {
  note: Note;
  actor: Actor;
  names: PersonNames;
}

interface Place {
  targetId: string;
  from: string;
  to: string;
  at: string;
}

const wholeNumber = (value: string): number | undefined => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * A published note's text and the only two changes it allows: strike a range, insert text at a
 * position. Selecting text in the note fills the range; placing the caret fills the position; the
 * fields can also be typed, so the keyboard reaches both actions.
 */
export function PublishedEditor({ note, actor, names }: EditorProps) {
  const { t } = useTranslation('notes');
  const container = useRef<HTMLDivElement>(null);
  const editable = editableParts(note, actor);
  const firstEditable = editable[0]?.id ?? '';
  const [place, setPlace] = useState<Place>({ targetId: firstEditable, from: '', to: '', at: '' });

  useEffect(() => {
    // Selecting elsewhere (a field, a button) keeps the last place chosen in the note.
    const follow = () => {
      const range = container.current === null ? null : selectedRange(container.current);
      if (range === null) return;
      setPlace({ targetId: range.targetId, from: String(range.start), to: String(range.end), at: String(range.end) });
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);

  const target = partsOf(note).find((part) => part.id === place.targetId);
  const mayEditTarget = editable.some((part) => part.id === place.targetId);

  return (
    <Stack spacing={2}>
      <Box ref={container} data-testid="note-text">
        <NoteParts note={note} names={names} />
      </Box>
      {editable.length === 0 ? (
        // The reason it cannot change here, said once and calmly: reading the note is what the reader came for.
        <Typography variant="body2" color="text.secondary" data-testid="note-read-only">
          {mayAppend(note, actor) ? t('editor.readOnlyAppend') : t('editor.readOnly')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.hint')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('editor.part')}
            value={place.targetId}
            onChange={(event) => setPlace({ targetId: event.target.value, from: '', to: '', at: '' })}
            sx={{ maxWidth: 360 }}
          >
            {partsOf(note).map((part, index) => (
              <MenuItem key={part.id} value={part.id} disabled={!editable.some((each) => each.id === part.id)}>
                {index === 0 ? t('show.parentNote') : t('show.appendedNote', { number: index })}
              </MenuItem>
            ))}
          </TextField>
          {!mayEditTarget && <Alert severity="warning">{t('editor.notYourPart')}</Alert>}
          {target !== undefined && mayEditTarget && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <StrikeForm note={note} target={target} place={place} onPlace={setPlace} />
              <InsertForm note={note} target={target} place={place} onPlace={setPlace} />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface PartFormProps {
  note: Note;
  target: RenderedText;
  place: Place;
  onPlace: (place: Place) => void;
}

function StrikeForm({ note, target, place, onPlace }: PartFormProps) {
  const { t } = useTranslation('notes');
  const { run, mutation } = useNoteCommand(note.id);
  const [localError, setLocalError] = useState<string>();
  const [done, setDone] = useState(false);
  const length = target.text.length;
  const from = wholeNumber(place.from);
  const to = wholeNumber(place.to);
  const valid = from !== undefined && to !== undefined && from < to && to <= length;
  const error = mutation.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (!valid) return setLocalError(t('editor.strikeInvalid', { length }));
    setLocalError(undefined);
    run({ action: 'strike', body: { expectedVersion: note.version, targetId: target.id, start: from, end: to } }, () => setDone(true));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-labelledby="strike-title">
      <Typography id="strike-title" variant="subtitle1" component="h3">
        {t('editor.strikeTitle')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={t('editor.from')} name="start" value={place.from} onChange={(event) => onPlace({ ...place, from: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={isApiError(error) && error.fieldError('start') !== undefined} helperText={isApiError(error) ? error.fieldError('start') : undefined} />
        <TextField size="small" label={t('editor.to')} name="end" value={place.to} onChange={(event) => onPlace({ ...place, to: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={isApiError(error) && error.fieldError('end') !== undefined} helperText={isApiError(error) ? error.fieldError('end') : undefined} />
      </Stack>
      <Typography variant="body2" data-testid="strike-preview" sx={{ minHeight: '1.5em' }}>
        {valid ? t('editor.strikePreview', { text: target.text.slice(from, to) }) : t('editor.selectToStrike')}
      </Typography>
      {localError !== undefined && <Alert severity="warning">{localError}</Alert>}
      {error !== null && <CommandError error={error} />}
      {done && <Alert severity="success">{t('editor.struck')}</Alert>}
      <Button type="submit" variant="contained" color="error" disabled={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('editor.strike')}
      </Button>
    </Stack>
  );
}

function InsertForm({ note, target, place, onPlace }: PartFormProps) {
  const { t } = useTranslation('notes');
  const { run, mutation } = useNoteCommand(note.id);
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string>();
  const [done, setDone] = useState(false);
  const length = target.text.length;
  const at = wholeNumber(place.at);
  const error = mutation.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (at === undefined || at > length) return setLocalError(t('editor.positionInvalid', { length }));
    if (text === '') return setLocalError(t('editor.textRequired'));
    setLocalError(undefined);
    run({ action: 'insert', body: { expectedVersion: note.version, targetId: target.id, offset: at, text } }, () => {
      setText('');
      setDone(true);
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-labelledby="insert-title">
      <Typography id="insert-title" variant="subtitle1" component="h3">
        {t('editor.insertTitle')}
      </Typography>
      <TextField size="small" label={t('editor.position')} name="offset" value={place.at} onChange={(event) => onPlace({ ...place, at: event.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ maxWidth: 160 }} helperText={isApiError(error) ? error.fieldError('offset') : undefined} error={isApiError(error) && error.fieldError('offset') !== undefined} />
      <TextField size="small" label={t('editor.text')} name="text" value={text} onChange={(event) => setText(event.target.value)} helperText={isApiError(error) ? error.fieldError('text') : t('editor.textHint')} error={isApiError(error) && error.fieldError('text') !== undefined} />
      {localError !== undefined && <Alert severity="warning">{localError}</Alert>}
      {error !== null && <CommandError error={error} />}
      {done && <Alert severity="success">{t('editor.inserted')}</Alert>}
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('editor.insert')}
      </Button>
    </Stack>
  );
}
