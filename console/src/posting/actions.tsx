import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allowedPostingActions,
  assertNever,
  includesPostingCandidate,
  isIdOf,
  mayActOnPosting,
  postingApplicantOf,
  postingStatuses,
  samePostingCandidate,
  type Actor,
  type PostingFacts,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Posting, type PostingActionBody, type PostingStatusAction } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useRecordCommand } from '../layout/useRecordCommand';
import { CloseForm, ExtendForm, HoldForm } from './ActionForms';
import { AssignForm, InviteAgencyForm, InviteCaregiverForm, type CandidateBody } from './CandidateForms';
import { assignableCandidatesOf } from './candidateNames';
import { usePostingAction } from './queries';

const factsOf = (posting: Posting): PostingFacts => ({
  patientId: posting.patientId,
  agencyId: posting.agencyId,
  createdBy: posting.createdBy,
  postingStatus: isIdOf(postingStatuses, posting.status) ? posting.status : null,
  candidates: [...posting.invited, ...posting.applicants, ...(posting.assignee === null ? [] : [posting.assignee])],
  invitedAgencyIds: posting.invited.filter((candidate) => candidate.kind === 'agency').map((candidate) => candidate.id),
});

/**
 * What the record itself still lacks for an action the status and policy allow: an applicant
 * who has not applied yet, someone to assign, an assignee to fill with. The decider would refuse
 * these; the screen does not offer them.
 */
const hasWhatItNeeds = (action: PostingStatusAction, posting: Posting, actor: Actor): boolean => {
  switch (action) {
    case 'apply': {
      const applicant = postingApplicantOf(actor);
      return applicant !== null && !includesPostingCandidate(posting.applicants, applicant);
    }
    case 'assign':
      return assignableCandidatesOf(posting).some((candidate) => !samePostingCandidate(candidate, posting.assignee));
    case 'fill':
      return posting.assignee !== null;
    case 'publish':
    case 'hold':
    case 'unhold':
    case 'extend':
    case 'invite-agency':
    case 'invite-caregiver':
    case 'close':
      return true;
    default:
      return assertNever(action);
  }
};

/** Every action the domain allows from this status, its policy allows this actor, and the record is ready for. */
export const availablePostingActions = (posting: Posting, actor: Actor): readonly PostingStatusAction[] => {
  if (!isIdOf(postingStatuses, posting.status)) return [];
  const facts = factsOf(posting);
  return allowedPostingActions(posting.status).filter((action) => mayActOnPosting(actor, action, facts) && hasWhatItNeeds(action, posting, actor));
};

/** Actions that move the posting towards care given: the others are corrections and endings. */
const FORWARD: readonly PostingStatusAction[] = ['publish', 'apply', 'assign', 'fill'];
/** Actions that need nothing but a click. */
const AT_ONCE: readonly PostingStatusAction[] = ['publish', 'unhold', 'apply', 'fill'];

type DialogAction = Exclude<PostingStatusAction, 'publish' | 'unhold' | 'apply' | 'fill'>;

interface PostingActionsProps {
  posting: Posting;
  actor: Actor;
}

/** One button per available action; each command carries the version on screen as `expectedVersion`. */
export function PostingActions({ posting, actor }: PostingActionsProps) {
  const { t } = useTranslation('postings');
  const mutation = usePostingAction(posting.id);
  const command = useRecordCommand<DialogAction, Parameters<typeof mutation.mutate>[0]>(mutation, posting.version);
  const { dialog, closeDialog, dialogError, inlineError } = command;
  const actions = availablePostingActions(posting, actor);

  const run = (action: PostingStatusAction, extra: Omit<PostingActionBody, 'expectedVersion'>, idempotencyKey: string) =>
    command.run({ action, body: { expectedVersion: posting.version, ...extra }, idempotencyKey });

  const open = (action: PostingStatusAction) => {
    if (AT_ONCE.includes(action)) {
      command.start(null);
      run(action, {}, newIdempotencyKey());
    } else command.start(action as DialogAction);
  };

  const formProps = { pending: mutation.isPending, error: dialogError, onClose: closeDialog };
  const withCandidate = (action: DialogAction) => (body: CandidateBody, key: string) => run(action, body, key);
  const forms: Record<DialogAction, () => ReactNode> = {
    hold: () => <HoldForm {...formProps} onSubmit={(reason, key) => run('hold', { reason }, key)} />,
    close: () => <CloseForm {...formProps} onSubmit={(reason, key) => run('close', { reason }, key)} />,
    extend: () => <ExtendForm {...formProps} currentEndDate={posting.endDate} onSubmit={(endDate, key) => run('extend', { endDate }, key)} />,
    'invite-agency': () => <InviteAgencyForm {...formProps} posting={posting} onSubmit={withCandidate('invite-agency')} />,
    'invite-caregiver': () => <InviteCaregiverForm {...formProps} posting={posting} onSubmit={withCandidate('invite-caregiver')} />,
    assign: () => <AssignForm {...formProps} posting={posting} onSubmit={withCandidate('assign')} />,
  };

  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('actions.none')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={FORWARD.includes(action) ? 'contained' : 'outlined'}
              color={action === 'close' ? 'error' : 'primary'}
              onClick={() => open(action)}
              disabled={mutation.isPending}
              loading={mutation.isPending && mutation.variables.action === action && AT_ONCE.includes(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('conflict', command.conflict)}
        </Alert>
      )}
      <ErrorAlert error={inlineError} />
      <Dialog open={dialog !== null} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog !== null && forms[dialog]()}
      </Dialog>
    </Stack>
  );
}
