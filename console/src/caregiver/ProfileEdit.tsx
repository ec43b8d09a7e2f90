import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { caregiverRecord, mayActOnCaregiver, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type ApiError, type Caregiver } from '../api';
import { DialogButton } from '../layout/DialogButton';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DetailList } from '../layout/Section';
import type { CaregiverActionBodies } from '../api';
import { ruleBreaksOf, useRuleMessage, type RuleBreak } from './fieldRules';
import { useCaregiverAction } from './queries';

const profileFields = ['firstName', 'lastName', 'email', 'phone'] as const;
type ProfileField = (typeof profileFields)[number];
type Draft = Record<ProfileField, string>;

const draftOf = (caregiver: Caregiver): Draft => ({
  firstName: caregiver.firstName,
  lastName: caregiver.lastName,
  email: caregiver.email,
  phone: caregiver.phone ?? '',
});

/** What the server stores for what is typed: trimmed, and no phone as null. */
const storedValue = (field: ProfileField, text: string): string | null => (field === 'phone' && text.trim() === '' ? null : text.trim());

/**
 * The fields the user changed since the form opened, and that still differ from what is saved
 * now: after a conflict this applies the user's edits on top of the other change instead of
 * putting back what the other person changed. Empty is the domain's "profile unchanged".
 */
type ProfileChanges = Omit<CaregiverActionBodies['update-profile'], 'expectedVersion'>;

export const profileChanges = (draft: Draft, opened: Caregiver, latest: Caregiver): ProfileChanges => {
  const openedDraft = draftOf(opened);
  const latestDraft = draftOf(latest);
  const changed = profileFields.filter(
    (field) => storedValue(field, draft[field]) !== storedValue(field, openedDraft[field]) && storedValue(field, draft[field]) !== storedValue(field, latestDraft[field]),
  );
  return Object.fromEntries(changed.map((field) => [field, storedValue(field, draft[field])]));
};

/** Name and contact details: the agency's staff and administrators, and the caregiver themself (domain `mayActOnCaregiver`). */
export function CaregiverProfileEdit({ caregiver, actor }: { caregiver: Caregiver; actor: Actor }) {
  const { t } = useTranslation('caregivers');
  const mutation = useCaregiverAction(caregiver.id);
  const allowed = mayActOnCaregiver(actor, 'update-profile', { agencyId: caregiver.agencyId, userId: caregiver.userId });
  if (!allowed) return null;
  return (
    <DialogButton label={t('profile.edit')} onOpen={mutation.reset}>
      {(close) => (
        <ProfileForm
          caregiver={caregiver}
          pending={mutation.isPending}
          error={mutation.error}
          onClose={close}
          onSubmit={(body, idempotencyKey) => mutation.mutate({ command: { action: 'update-profile', body }, idempotencyKey }, { onSuccess: close })}
        />
      )}
    </DialogButton>
  );
}

interface ProfileFormProps {
  /** The caregiver as saved now: refetched after a command, a conflict included. */
  caregiver: Caregiver;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: CaregiverActionBodies['update-profile'], idempotencyKey: string) => void;
}

function ProfileForm({ caregiver, pending, error, onClose, onSubmit }: ProfileFormProps) {
  const { t } = useTranslation('caregivers');
  const ruleMessage = useRuleMessage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [opened] = useState(caregiver);
  const [draft, setDraft] = useState(() => draftOf(caregiver));
  const [breaks, setBreaks] = useState<Map<string, RuleBreak>>(new Map());
  const [unchanged, setUnchanged] = useState(false);
  const conflict: ApiError | undefined = isApiError(error) && error.status === 409 ? error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { expectedVersion: caregiver.version, ...profileChanges(draft, opened, caregiver) };
    const found = ruleBreaksOf(caregiverRecord.actions['update-profile'].body, body);
    setBreaks(found);
    setUnchanged(Object.keys(body).length === 1);
    if (found.size === 0 && Object.keys(body).length > 1) onSubmit(body, idempotencyKey);
  };

  const formats: Record<ProfileField, string> = { firstName: t('rules.invalid'), lastName: t('rules.invalid'), email: t('rules.email'), phone: t('rules.phone') };
  const errorOf = (field: ProfileField): string | undefined => {
    const broken = breaks.get(field);
    if (broken !== undefined) return ruleMessage(broken, formats[field]);
    return isApiError(error) ? error.fieldError(field) : undefined;
  };
  const anyFieldError = profileFields.some((field) => errorOf(field) !== undefined);
  const change = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setBreaks((current) => new Map([...current].filter(([name]) => name !== field)));
    setUnchanged(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('profile.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('profile.description')}</DialogContentText>
        <Stack spacing={2}>
          {conflict !== undefined && (
            <Alert severity="warning">
              {t('conflictKept', { expected: conflict.conflict?.expectedVersion ?? opened.version, actual: conflict.conflict?.actualVersion ?? '?' })}
              <Box sx={{ mt: 1 }}>
                <DetailList
                  rows={[
                    [t('fields.firstName'), caregiver.firstName],
                    [t('fields.lastName'), caregiver.lastName],
                    [t('fields.email'), caregiver.email],
                    [t('fields.phone'), caregiver.phone ?? '—'],
                  ]}
                />
              </Box>
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['firstName', 'lastName'] as const).map((field, index) => (
              <TextField
                key={field}
                label={t(`fields.${field}`)}
                name={field}
                required
                fullWidth
                autoFocus={index === 0}
                autoComplete="off"
                value={draft[field]}
                onChange={(event) => change(field, event.target.value)}
                error={errorOf(field) !== undefined}
                helperText={errorOf(field)}
              />
            ))}
          </Stack>
          <TextField label={t('fields.email')} name="email" type="email" required fullWidth autoComplete="off" value={draft.email} onChange={(event) => change('email', event.target.value)} error={errorOf('email') !== undefined} helperText={errorOf('email')} />
          <TextField
            label={t('fields.phone')}
            name="phone"
            type="tel"
            fullWidth
            autoComplete="off"
            value={draft.phone}
            onChange={(event) => change('phone', event.target.value)}
            error={errorOf('phone') !== undefined}
            helperText={errorOf('phone') ?? t('hints.optionalPhone')}
          />
          {unchanged && <Alert severity="info">{t('profile.unchanged')}</Alert>}
          {conflict === undefined && !anyFieldError && <ErrorAlert error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('profile.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
