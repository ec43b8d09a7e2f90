import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { afterLoginPath } from './paths';
import { useLogin } from './session';

interface LocalErrors {
  email?: string | undefined;
  password?: string | undefined;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<LocalErrors>({});
  useDocumentTitle(t('title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: LocalErrors = {
      email: email.trim() === '' ? t('errors.emailRequired') : !email.includes('@') ? t('errors.emailInvalid') : undefined,
      password: password === '' ? t('errors.passwordRequired') : undefined,
    };
    setLocalErrors(errors);
    if (errors.email !== undefined || errors.password !== undefined) return;
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate(afterLoginPath(next, locale), { replace: true }) },
    );
  };

  const serverError = isApiError(login.error) ? login.error : undefined;
  const wrongCredentials = serverError?.status === 401;
  const emailError = localErrors.email ?? serverError?.fieldError('email');
  const passwordError = localErrors.password ?? serverError?.fieldError('password');

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        {next !== null && !login.isError && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('signInToContinue')}
          </Alert>
        )}
        {wrongCredentials && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('errors.wrongCredentials')}
          </Alert>
        )}
        {login.isError && !wrongCredentials && <ErrorAlert error={login.error} sx={{ mb: 2 }} />}
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              fullWidth
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError !== undefined}
              helperText={emailError}
            />
            <TextField
              label={t('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError !== undefined}
              helperText={passwordError}
            />
            <Button type="submit" variant="contained" size="large" loading={login.isPending}>
              {t('submit')}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Link component={RouterLink} to={`/${locale}`}>
            {t('backHome')}
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
