import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { samePostingCandidate } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Posting, type PostingActionBody } from '../api';
import { AgencyPicker, type AgencyChoice } from '../agency/AgencyPicker';
import { CaregiverPicker } from '../assessment/CaregiverPicker';
import { shortId } from '../assessment/datetime';
import { ErrorAlert } from '../layout/ErrorAlert';
import { assignableCandidatesOf, type NamedCandidate } from './candidateNames';

/** What a candidate form sends beside the expected version. */
export type CandidateBody = Pick<PostingActionBody, 'agencyId' | 'caregiverId'>;

interface CandidateFormProps {
  posting: Posting;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: CandidateBody, idempotencyKey: string) => void;
}

interface PickFormProps {
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  /** The field the server's 400 would name. */
  field: keyof CandidateBody;
  /** The body to send, or null while nothing is chosen. */
  chosen: CandidateBody | null;
  requiredMessage: string;
  onClose: () => void;
  onSubmit: (body: CandidateBody, idempotencyKey: string) => void;
  children: (fieldError: string | undefined) => ReactNode;
}

/** A dialog's body that asks for one agency or caregiver: required, the server's field error shown at the field. */
function PickForm({ title, description, confirm, pending, error, field, chosen, requiredMessage, onClose, onSubmit, children }: PickFormProps) {
  const { t } = useTranslation('common');
  // One key per dialog: pressing the button again after a lost answer cannot act twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [localError, setLocalError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) return setLocalError(requiredMessage);
    setLocalError(undefined);
    onSubmit(chosen, idempotencyKey);
  };
  const fieldError = localError ?? (isApiError(error) ? error.fieldError(field) : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        {children(fieldError)}
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Another agency of the directory, found by name: neither the posting's own nor one already invited. */
export function InviteAgencyForm({ posting, ...props }: CandidateFormProps) {
  const { t } = useTranslation('postings');
  const [agency, setAgency] = useState<AgencyChoice | null>(null);
  const excluded = [posting.agencyId, ...posting.invited.filter((candidate) => candidate.kind === 'agency').map((candidate) => candidate.id)];
  return (
    <PickForm
      {...props}
      title={t('dialogs.inviteAgency.title')}
      description={t('dialogs.inviteAgency.description')}
      confirm={t('dialogs.inviteAgency.confirm')}
      field="agencyId"
      chosen={agency === null ? null : { agencyId: agency.id }}
      requiredMessage={t('validation.agencyRequired')}
    >
      {(error) => <AgencyPicker label={t('fields.agency')} value={agency} onChange={setAgency} excluded={excluded} error={error} autoFocus />}
    </PickForm>
  );
}

/** A caregiver of the posting's agency who signs in, found by name: they see the posting and may apply. */
export function InviteCaregiverForm({ posting, ...props }: CandidateFormProps) {
  const { t } = useTranslation('postings');
  const [caregiverId, setCaregiverId] = useState<string | null>(null);
  return (
    <PickForm
      {...props}
      title={t('dialogs.inviteCaregiver.title')}
      description={t('dialogs.inviteCaregiver.description')}
      confirm={t('dialogs.inviteCaregiver.confirm')}
      field="caregiverId"
      chosen={caregiverId === null ? null : { caregiverId }}
      requiredMessage={t('validation.caregiverRequired')}
    >
      {(error) => (
        <CaregiverPicker
          value={caregiverId}
          agencyId={posting.agencyId}
          label={t('fields.caregiver')}
          helperText={t('dialogs.inviteCaregiver.hint')}
          error={error}
          onChange={setCaregiverId}
        />
      )}
    </PickForm>
  );
}

const keyOf = (candidate: NamedCandidate): string => `${candidate.kind}:${candidate.id}`;

/** One of those invited or applying, by name; the current assignee is not offered again. */
export function AssignForm({ posting, ...props }: CandidateFormProps) {
  const { t } = useTranslation('postings');
  const choices = assignableCandidatesOf(posting).filter((candidate) => !samePostingCandidate(candidate, posting.assignee));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = choices.find((candidate) => keyOf(candidate) === chosenKey) ?? null;
  const label = (candidate: NamedCandidate) =>
    t(candidate.kind === 'agency' ? 'dialogs.assign.agency' : 'dialogs.assign.caregiver', { name: candidate.name ?? t('candidates.unnamed', { id: shortId(candidate.id) }) });
  return (
    <PickForm
      {...props}
      title={t('dialogs.assign.title')}
      description={t('dialogs.assign.description')}
      confirm={t('dialogs.assign.confirm')}
      field={chosen?.kind === 'agency' ? 'agencyId' : 'caregiverId'}
      chosen={chosen === null ? null : chosen.kind === 'agency' ? { agencyId: chosen.id } : { caregiverId: chosen.id }}
      requiredMessage={t('validation.assigneeRequired')}
    >
      {(error) => (
        <FormControl error={error !== undefined} required>
          <FormLabel id="assignee-label">{t('fields.assignee')}</FormLabel>
          <RadioGroup aria-labelledby="assignee-label" name="assignee" value={chosenKey ?? ''} onChange={(event) => setChosenKey(event.target.value)}>
            {choices.map((candidate) => (
              <FormControlLabel key={keyOf(candidate)} value={keyOf(candidate)} control={<Radio />} label={label(candidate)} />
            ))}
          </RadioGroup>
          {error !== undefined && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
    </PickForm>
  );
}
