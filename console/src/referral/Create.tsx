import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Role, type Actor } from '@careledger/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type NewReferral } from '../api';
import { actorOf, canCreateReferral, useSession } from '../auth';
import { HubPicker, type HubChoice } from '../hub/HubPicker';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PatientPicker, type PatientChoice } from '../patient/PatientPicker';
import { useCreateReferral } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields the server may name in a 400, as the form shows them. */
const FIELDS = ['patientId', 'hubId', 'partnerId'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** Rules the decider checks without a field of the body: their message belongs under one all the same. */
const FIELD_OF_DOMAIN_CODE: Readonly<Record<string, Field>> = { referral_partner_required: 'partnerId' };

interface CreateReferralDialogProps {
  open: boolean;
  actor: Actor;
  /** The patient it is for when the dialog opens from their page. */
  patient?: PatientChoice | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

export function CreateReferralDialog({ open, actor, patient, onClose, onCreated }: CreateReferralDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <CreateForm actor={actor} patient={patient} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

/** "New referral": shown only to those the referral policy lets refer (partners, administrators); opens the form, then the new referral. */
export function NewReferralButton({ patient }: { patient?: PatientChoice | undefined }) {
  const { t } = useTranslation('referrals');
  const actor = actorOf(useSession());
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!canCreateReferral(actor)) return null;
  return (
    <>
      <Button variant={patient === undefined ? 'contained' : 'outlined'} size={patient === undefined ? 'medium' : 'small'} sx={{ alignSelf: 'flex-start' }} onClick={() => setCreating(true)}>
        {t('create.open')}
      </Button>
      <CreateReferralDialog
        open={creating}
        actor={actor}
        patient={patient}
        onClose={() => setCreating(false)}
        onCreated={(id) => void navigate(`/user/${locale}/referrals/${id}`)}
      />
    </>
  );
}

function CreateForm({ actor, patient: givenPatient, onClose, onCreated }: Omit<CreateReferralDialogProps, 'open'>) {
  const { t } = useTranslation('referrals');
  const create = useCreateReferral();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [patient, setPatient] = useState<PatientChoice | null>(givenPatient ?? null);
  const [hub, setHub] = useState<HubChoice | null>(null);
  const [partnerId, setPartnerId] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // Partners refer for their own partner; an administrator without one names it.
  const namesPartner = actor.roleId === Role.ADMIN && actor.partnerId == null;

  const validate = (): FieldErrors => ({
    patientId: patient === null ? t('createValidation.patientRequired') : undefined,
    partnerId: !namesPartner
      ? undefined
      : partnerId.trim() === ''
        ? t('createValidation.partnerRequired')
        : UUID.test(partnerId.trim())
          ? undefined
          : t('createValidation.uuid'),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setLocalErrors(errors);
    if (Object.values(errors).some((error) => error !== undefined) || patient === null) return;
    const input: NewReferral = { patientId: patient.id, hubId: hub?.id ?? null };
    if (namesPartner) input.partnerId = partnerId.trim();
    create.mutate({ input, idempotencyKey }, { onSuccess: (result) => onCreated(result.id) });
  };

  const serverError = isApiError(create.error) ? create.error : undefined;
  const domainField = serverError?.domainCode === undefined ? undefined : FIELD_OF_DOMAIN_CODE[serverError.domainCode];
  const fieldError = (field: Field): string | undefined =>
    localErrors[field] ?? serverError?.fieldError(field) ?? (domainField === field ? serverError?.serverMessage : undefined);
  const shownOnFields = domainField !== undefined || FIELDS.some((field) => serverError?.fieldError(field) !== undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PatientPicker label={t('fields.patient')} value={patient} onChange={setPatient} autoFocus={givenPatient === undefined} error={fieldError('patientId')} />
          <HubPicker label={t('fields.hub')} value={hub} onChange={setHub} error={fieldError('hubId')} helperText={t('create.hubHint')} />
          {namesPartner && (
            <TextField
              label={t('create.partnerId')}
              name="partnerId"
              required
              fullWidth
              value={partnerId}
              onChange={(event) => setPartnerId(event.target.value)}
              error={fieldError('partnerId') !== undefined}
              helperText={fieldError('partnerId') ?? t('create.partnerHint')}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            />
          )}
          {!shownOnFields && <ErrorAlert error={create.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
