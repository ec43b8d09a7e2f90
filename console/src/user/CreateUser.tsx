import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_EMAIL_LENGTH, MAX_USER_NAME_LENGTH, Role, employerOf, isRoleId, roles, type RoleId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type NewUser } from '../api';
import { UUID } from '../audit/streams';
import { useRoleLabel } from '../audit/labels';
import { useSession } from '../auth';
import { ErrorAlert } from '../layout/ErrorAlert';
import { OneTimePassword } from './Password';
import { useCreateUser, useRandomPassword, useRolesByUserType } from './queries';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  userType: number;
  roleId: number | undefined;
  email: string;
  name: string;
  agencyId: string;
  partnerId: string;
}
type Field = 'roleId' | 'email' | 'name' | 'agencyId' | 'partnerId';
type Errors = Partial<Record<Field, string>>;

/** Which organisation field a role needs when an administrator (who has none) creates it. */
const organisationOf = (roleId: number | undefined): 'agencyId' | 'partnerId' | undefined => {
  if (roleId === undefined || !isRoleId(roleId)) return undefined;
  const employer = employerOf(roleId);
  return employer === 'agency' ? 'agencyId' : employer === 'partner' ? 'partnerId' : undefined;
};

/** The domain codes of a refused create, told at the field they are about. */
const DOMAIN_CODE_FIELDS: Record<string, Field> = { email_taken: 'email', agency_required: 'agencyId', partner_required: 'partnerId' };

/**
 * A dialog's body creating an account. The user type picks the roles on offer (the server's
 * roles-by-user-type); the initial password is a fresh random one, shown once after creation.
 */
export function CreateUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const session = useSession();
  const roleLabel = useRoleLabel();
  const [values, setValues] = useState<Values>({ userType: session.user.roleId, roleId: undefined, email: '', name: '', agencyId: '', partnerId: '' });
  const [errors, setErrors] = useState<Errors>({});
  const rolesOnOffer = useRolesByUserType(values.userType);
  // Each form its own suggestion: a password once handed out is never offered again.
  const [formKey] = useState(newIdempotencyKey);
  const password = useRandomPassword(formKey);
  const create = useCreateUser();
  // Agencies and partners create staff of their own organisation: the server fills it in.
  const organisation = session.user.roleId === Role.ADMIN ? organisationOf(values.roleId) : undefined;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's refusal was about the values as they were.
    if (create.isError) create.reset();
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const email = values.email.trim();
    const name = values.name.trim();
    if (values.roleId === undefined) found.roleId = t('create.required');
    if (email === '') found.email = t('create.required');
    else if (email.length > MAX_EMAIL_LENGTH) found.email = t('create.tooLong', { max: MAX_EMAIL_LENGTH });
    else if (!EMAIL.test(email)) found.email = t('create.invalidEmail');
    if (name === '') found.name = t('create.required');
    else if (name.length > MAX_USER_NAME_LENGTH) found.name = t('create.tooLong', { max: MAX_USER_NAME_LENGTH });
    if (organisation !== undefined) {
      const id = values[organisation].trim();
      if (id === '') found[organisation] = t('create.required');
      else if (!UUID.test(id)) found[organisation] = t('create.invalidId');
    }
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || values.roleId === undefined || password.data === undefined) return;
    const user: NewUser = { email: values.email.trim(), name: values.name.trim(), roleId: values.roleId, password: password.data.password };
    if (organisation !== undefined) user[organisation] = values[organisation].trim();
    create.mutate(user);
  };

  const serverError = (field: Field): string | undefined => {
    const error = create.error;
    if (!isApiError(error)) return undefined;
    if (error.domainCode !== undefined && DOMAIN_CODE_FIELDS[error.domainCode] === field) return field === 'email' ? t('create.emailTaken') : t('create.required');
    return error.fieldError(field);
  };
  const errorOf = (field: Field) => errors[field] ?? serverError(field);
  const namedAtAField = (['roleId', 'email', 'name', 'agencyId', 'partnerId'] as const).some((field) => serverError(field) !== undefined);

  if (create.isSuccess && password.data !== undefined) {
    return (
      <>
        <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('create.created', { email: values.email.trim().toLowerCase() })}
          </Alert>
          <OneTimePassword password={password.data.password} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('create.done')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const offered = rolesOnOffer.data?.data ?? [];
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('create.userType')}
            name="userType"
            value={String(values.userType)}
            onChange={(event) => setValues((current) => ({ ...current, userType: Number(event.target.value), roleId: undefined }))}
          >
            {roles.map((role) => (
              <MenuItem key={role.id} value={String(role.id)}>
                {roleLabel(role.id)}
              </MenuItem>
            ))}
          </TextField>
          {rolesOnOffer.isError && <ErrorAlert error={rolesOnOffer.error} onRetry={() => void rolesOnOffer.refetch()} />}
          <TextField
            select
            required
            label={t('create.role')}
            name="roleId"
            value={values.roleId === undefined ? '' : String(values.roleId)}
            onChange={(event) => set('roleId', Number(event.target.value) as RoleId)}
            disabled={rolesOnOffer.isPending || offered.length === 0}
            error={errorOf('roleId') !== undefined}
            helperText={errorOf('roleId') ?? (rolesOnOffer.isSuccess && offered.length === 0 ? t('create.noRoles') : undefined)}
          >
            {offered.map((role) => (
              <MenuItem key={role.id} value={String(role.id)}>
                {roleLabel(role.id)}
              </MenuItem>
            ))}
          </TextField>
          {organisation !== undefined && (
            <TextField
              required
              label={t(`create.${organisation}`)}
              name={organisation}
              value={values[organisation]}
              onChange={(event) => set(organisation, event.target.value)}
              error={errorOf(organisation) !== undefined}
              helperText={errorOf(organisation)}
            />
          )}
          <TextField
            required
            type="email"
            label={t('create.email')}
            name="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errorOf('email') !== undefined}
            helperText={errorOf('email')}
            slotProps={{ htmlInput: { maxLength: MAX_EMAIL_LENGTH } }}
          />
          <TextField
            required
            label={t('create.name')}
            name="name"
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errorOf('name') !== undefined}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: MAX_USER_NAME_LENGTH } }}
          />
          {password.isError && <ErrorAlert error={password.error} onRetry={() => void password.refetch()} />}
          {!namedAtAField && <ErrorAlert error={create.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={create.isPending} disabled={password.data === undefined}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
