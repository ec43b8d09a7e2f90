import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../layout/ErrorAlert';
import type { PatientCommandState } from './usePatientCommand';

interface CommandDialogButtonProps {
  command: PatientCommandState;
  /** The dialog's name among the editor's dialogs. */
  name: string;
  label: string;
  /** A longer accessible name where the label alone is ambiguous ("Edit" beside each contact). */
  ariaLabel?: string;
  color?: 'primary' | 'error';
  maxWidth?: DialogProps['maxWidth'];
  /** The form, mounted only while open so each opening starts from the record as saved. */
  children: ReactNode;
}

/** A small button opening one of an editor's dialogs. */
export function CommandDialogButton({ command, name, label, ariaLabel, color = 'primary', maxWidth = 'sm', children }: CommandDialogButtonProps) {
  const open = command.dialog === name;
  return (
    <>
      <Button size="small" variant="outlined" color={color} aria-label={ariaLabel} disabled={command.pending} onClick={() => command.start(name)}>
        {label}
      </Button>
      <Dialog open={open} onClose={command.closeDialog} fullWidth maxWidth={maxWidth}>
        {open && children}
      </Dialog>
    </>
  );
}

/** What happened to the last command outside its dialog: a conflict (the page shows the newer record) or an error. */
export function CommandNotices({ command }: { command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  return (
    <>
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('edit.conflict', command.conflict)}
        </Alert>
      )}
      <ErrorAlert error={command.inlineError} />
    </>
  );
}

interface EditFormProps {
  title: string;
  description?: string;
  submitLabel?: string;
  command: PatientCommandState;
  /** The form shows the server's field errors itself: no general alert repeats them. */
  errorShownAtFields?: boolean;
  onSubmit: () => void;
  /** The fields; none for a confirmation. */
  children?: ReactNode;
}

/** A dialog's form: title, fields, the error the server answered, cancel and save. */
export function EditForm({ title, description, submitLabel, command, errorShownAtFields = false, onSubmit, children }: EditFormProps) {
  const { t } = useTranslation('patients');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {description !== undefined && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {!errorShownAtFields && <ErrorAlert error={command.dialogError} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={command.closeDialog}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={command.pending}>
          {submitLabel ?? t('edit.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A section's editors, side by side under its content. */
export function SectionEdits({ children }: { children: ReactNode }) {
  return (
    // Empty when the actor may make none of them: then it takes no room either.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mt: 1, '&:empty': { display: 'none' } }}>
      {children}
    </Stack>
  );
}

/** The buttons of one editor, with the notices of its last command below them. */
export function EditBar({ children, command }: { children: ReactNode; command: PatientCommandState }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
      <CommandNotices command={command} />
    </Stack>
  );
}

/** The domain refuses a change that changes nothing: say so before sending. */
export function Unchanged() {
  const { t } = useTranslation('patients');
  return <Alert severity="info">{t('edit.unchanged')}</Alert>;
}
