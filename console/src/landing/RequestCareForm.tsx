import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Product, type AuthDetailsAnswer } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { hostLeadsApi, isApiError, newIdempotencyKey, type SearchProfile } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';

type Field = 'contactName' | 'email' | 'phone' | 'patientFirstName' | 'patientLastName' | 'message';
type Values = Record<Field, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_MESSAGE = 1500;

const problemsOf = (values: Values): Partial<Record<Field, string>> => {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of ['contactName', 'patientFirstName', 'patientLastName'] as const) if (values[field].trim() === '') problems[field] = 'required';
  if (!EMAIL.test(values.email.trim())) problems.email = 'email';
  if (values.message.length > MAX_MESSAGE) problems.message = 'messageTooLong';
  return problems;
};

/** The server's names for the fields this form sends: the patient and the message travel in `notes`. */
const SERVER_FIELD: Partial<Record<string, Field>> = { contactName: 'contactName', email: 'email', phone: 'phone', notes: 'message' };

interface RequestCareFormProps {
  profile: SearchProfile & { kind: 'shared-living' | 'day-program' };
  session: AuthDetailsAnswer;
  onClose: () => void;
}

/**
 * A request for care at one home or day program, left as a lead (`POST /api/host-leads`, "book a
 * visit") for the team that places people: the one public intake the domain has.
 */
export function RequestCareForm({ profile, session, onClose }: RequestCareFormProps) {
  const { t } = useTranslation('landing');
  const [values, setValues] = useState<Values>({ contactName: session.user.name, email: session.user.email, phone: '', patientFirstName: '', patientLastName: '', message: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [idempotencyKey] = useState(newIdempotencyKey);
  const request = useMutation({
    mutationFn: () =>
      hostLeadsApi.create(
        {
          leadLocationId: 'book_a_visit',
          contactName: values.contactName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() === '' ? null : values.phone.trim(),
          city: profile.city,
          productId: profile.kind === 'day-program' ? Product.DAY_PROGRAM : Product.SHARED_LIVING,
          notes: `${profile.name} (${profile.kind} ${profile.id}) — ${values.patientFirstName.trim()} ${values.patientLastName.trim()}${values.message.trim() === '' ? '' : `: ${values.message.trim()}`}`,
        },
        idempotencyKey,
      ),
  });

  const serverError = (field: Field): string | undefined => {
    if (!isApiError(request.error)) return undefined;
    return request.error.fieldErrors.find((error) => SERVER_FIELD[error.path] === field)?.message;
  };
  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field];
    return problem === undefined ? serverError(field) : t(`request.validation.${problem}` as 'request.validation.required', { max: MAX_MESSAGE });
  };
  const field = (name: Field, extra: { required?: boolean; multiline?: boolean; type?: string } = {}) => (
    <TextField
      name={name}
      label={t(`request.fields.${name}`)}
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        setProblems(({ [name]: _fixed, ...rest }) => rest);
      }}
      error={errorOf(name) !== undefined}
      helperText={errorOf(name)}
      required={extra.required}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length === 0) request.mutate();
  };

  if (request.isSuccess) {
    return (
      <>
        <DialogTitle>{t('request.title', { name: profile.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="success" role="status">
            {t('request.sent', { name: profile.name })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('request.close')}</Button>
        </DialogActions>
      </>
    );
  }

  const fieldErrorsShown = isApiError(request.error) && request.error.fieldErrors.some((error) => SERVER_FIELD[error.path] !== undefined);
  return (
    <form noValidate onSubmit={submit} aria-label={t('request.title', { name: profile.name })}>
      <DialogTitle>{t('request.title', { name: profile.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {request.isError && !fieldErrorsShown && <ErrorAlert error={request.error} />}
          {field('contactName', { required: true })}
          {field('email', { required: true, type: 'email' })}
          {field('phone', { type: 'tel' })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('patientFirstName', { required: true })}
            {field('patientLastName', { required: true })}
          </Stack>
          {field('message', { multiline: true })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('request.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={request.isPending}>
          {t('request.send')}
        </Button>
      </DialogActions>
    </form>
  );
}
