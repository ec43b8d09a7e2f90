import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_QUESTION_NAME_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type SavedQuestion } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useNameQuestion } from './saved-questions';

export interface QuestionNameDialogProps {
  /** The saved question to rename; undefined saves the workbench's question under a new name. */
  question?: SavedQuestion | undefined;
  /** The workbench URL's search string to save (a rename keeps the question's own). */
  search: string;
  onClose: () => void;
  onSaved?: (name: string) => void;
}

/** Names a question: saves the one on the screen, or renames a saved one. A name is unique among the user's questions. */
export default function QuestionNameDialog({ question, search, onClose, onSaved }: QuestionNameDialogProps) {
  const { t } = useTranslation('analytics');
  const naming = useNameQuestion();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [name, setName] = useState(question?.name ?? '');
  const [checked, setChecked] = useState(false);
  const trimmed = name.trim();
  const localError = !checked ? undefined : trimmed === '' ? t('saved.nameRequired') : trimmed.length > MAX_QUESTION_NAME_LENGTH ? t('saved.nameTooLong', { max: MAX_QUESTION_NAME_LENGTH }) : undefined;
  const taken = isApiError(naming.error) && naming.error.domainCode === 'question_name_taken';
  const nameError = localError ?? (taken ? t('saved.nameTaken') : isApiError(naming.error) ? naming.error.fieldError('name') : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (trimmed === '' || trimmed.length > MAX_QUESTION_NAME_LENGTH) return;
    naming.mutate(
      { id: question?.id, name: trimmed, search, idempotencyKey },
      {
        onSuccess: () => {
          onSaved?.(trimmed);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="question-name-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="question-name-title">{question === undefined ? t('saved.saveTitle') : t('saved.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('saved.name')}
            name="name"
            required
            fullWidth
            autoFocus
            margin="dense"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setChecked(false);
              naming.reset();
            }}
            error={nameError !== undefined}
            helperText={nameError ?? t('saved.nameHint', { max: MAX_QUESTION_NAME_LENGTH })}
            slotProps={{ htmlInput: { maxLength: MAX_QUESTION_NAME_LENGTH + 20 } }}
          />
          {nameError === undefined && <ErrorAlert error={naming.error} sx={{ mt: 2 }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('saved.cancel')}</Button>
          <Button type="submit" variant="contained" loading={naming.isPending}>
            {question === undefined ? t('saved.save') : t('saved.rename')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
