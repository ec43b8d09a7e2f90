import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { agencyRecord, mayActOnAgency, type Actor, type AgencyAddress } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Agency } from '../api';
import { ruleBreaksOf, useRuleMessage, type RuleBreak } from '../caregiver/fieldRules';
import { DialogButton } from '../layout/DialogButton';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DetailList } from '../layout/Section';
import type { AgencyActionBodies } from '../api';
import { useAgencyAction } from './queries';

const profileFields = ['name', 'email', 'phone'] as const;
const addressFields = ['city', 'province', 'latitude', 'longitude'] as const;
type ProfileField = (typeof profileFields)[number];
type AddressField = (typeof addressFields)[number];
type Field = ProfileField | AddressField;
type Draft = Record<Field, string>;
type ProfileChanges = Omit<AgencyActionBodies['update-profile'], 'expectedVersion'>;

// The query side passes the stored address on whole: its map position too, when it has one.
const addressOf = (agency: Agency): AgencyAddress => agency.address;

const draftOf = (agency: Agency): Draft => {
  const address = addressOf(agency);
  return {
    name: agency.name,
    email: agency.email,
    phone: agency.phone ?? '',
    city: address.city,
    province: address.province,
    latitude: address.latitude === undefined ? '' : String(address.latitude),
    longitude: address.longitude === undefined ? '' : String(address.longitude),
  };
};

const coordinate = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** What the server stores for what is typed: trimmed, no phone as null, the address as one value. */
const profileValue = (field: ProfileField, draft: Draft): string | null => (field === 'phone' && draft.phone.trim() === '' ? null : draft[field].trim());
const addressValue = (draft: Draft): AgencyAddress => {
  const latitude = coordinate(draft.latitude);
  const longitude = coordinate(draft.longitude);
  return { city: draft.city.trim(), province: draft.province.trim(), ...(latitude === undefined ? {} : { latitude }), ...(longitude === undefined ? {} : { longitude }) };
};
const sameAddress = (left: AgencyAddress, right: AgencyAddress): boolean => addressFields.every((field) => left[field] === right[field]);

/**
 * The fields the user changed since the form opened that still differ from what is saved now:
 * after a conflict the user's edits go on top of the other change instead of undoing it. The
 * address is one value to the domain: any part changed sends all of it. Empty is the domain's
 * "profile unchanged".
 */
export const agencyProfileChanges = (draft: Draft, opened: Agency, latest: Agency): ProfileChanges => {
  const openedDraft = draftOf(opened);
  const latestDraft = draftOf(latest);
  const changes: ProfileChanges = {};
  for (const field of profileFields) {
    const value = profileValue(field, draft);
    if (value !== profileValue(field, openedDraft) && value !== profileValue(field, latestDraft)) Object.assign(changes, { [field]: value });
  }
  const address = addressValue(draft);
  if (!sameAddress(address, addressValue(openedDraft)) && !sameAddress(address, addressValue(latestDraft))) changes.address = address;
  return changes;
};

/** How the agency presents itself: its own staff and administrators (domain `mayActOnAgency`). */
export function AgencyProfileEdit({ agency, actor }: { agency: Agency; actor: Actor }) {
  const { t } = useTranslation('agencies');
  const mutation = useAgencyAction(agency.id);
  if (!mayActOnAgency(actor, 'update-profile', { agencyId: agency.id })) return null;
  return (
    <DialogButton label={t('profile.edit')} onOpen={mutation.reset}>
      {(close) => (
        <ProfileForm
          agency={agency}
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
  /** The agency as saved now: refetched after a command, a conflict included. */
  agency: Agency;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: AgencyActionBodies['update-profile'], idempotencyKey: string) => void;
}

function ProfileForm({ agency, pending, error, onClose, onSubmit }: ProfileFormProps) {
  const { t } = useTranslation('agencies');
  const ruleMessage = useRuleMessage('agencies');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [opened] = useState(agency);
  const [draft, setDraft] = useState(() => draftOf(agency));
  const [breaks, setBreaks] = useState<Map<string, RuleBreak>>(new Map());
  const [unchanged, setUnchanged] = useState(false);
  const conflict = isApiError(error) && error.status === 409 ? error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { expectedVersion: agency.version, ...agencyProfileChanges(draft, opened, agency) };
    const found = ruleBreaksOf(agencyRecord.actions['update-profile'].body, body);
    setBreaks(found);
    setUnchanged(Object.keys(body).length === 1);
    if (found.size === 0 && Object.keys(body).length > 1) onSubmit(body, idempotencyKey);
  };

  const formats: Partial<Record<Field, string>> = { email: t('rules.email'), phone: t('rules.phone') };
  const serverError = (field: string) => (isApiError(error) ? error.fieldError(field) : undefined);
  const errorOf = (field: Field): string | undefined => {
    const broken = breaks.get(field);
    return broken === undefined ? serverError(field) : ruleMessage(broken, formats[field] ?? t('rules.invalid'));
  };
  // The domain's "both coordinates or neither" is a rule of the whole address.
  const addressError = breaks.has('address') ? t('profile.bothCoordinates') : serverError('address');
  const anyFieldError = addressError !== undefined || [...profileFields, ...addressFields].some((field) => errorOf(field) !== undefined);
  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setBreaks((current) => new Map([...current].filter(([name]) => name !== field && name !== 'address')));
    setUnchanged(false);
  };
  const field = (name: Field, props: { required?: boolean; type?: string; autoFocus?: boolean; hint?: string; inputMode?: 'decimal' } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      required={props.required}
      type={props.type}
      autoFocus={props.autoFocus}
      fullWidth
      autoComplete="off"
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name) ?? props.hint}
      slotProps={props.inputMode === undefined ? undefined : { htmlInput: { inputMode: props.inputMode } }}
    />
  );

  const latest = addressOf(agency);
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
                    [t('fields.name'), agency.name],
                    [t('fields.email'), agency.email],
                    [t('fields.phone'), agency.phone ?? '—'],
                    [t('fields.city'), `${latest.city}, ${latest.province}`],
                  ]}
                />
              </Box>
            </Alert>
          )}
          {field('name', { required: true, autoFocus: true })}
          {field('email', { required: true, type: 'email' })}
          {field('phone', { type: 'tel', hint: t('profile.optionalPhone') })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('city', { required: true })}
            {field('province', { required: true })}
          </Stack>
          <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('latitude', { inputMode: 'decimal' })}
              {field('longitude', { inputMode: 'decimal' })}
            </Stack>
            <FormHelperText error={addressError !== undefined}>{addressError ?? t('profile.coordinatesHint')}</FormHelperText>
          </Box>
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
