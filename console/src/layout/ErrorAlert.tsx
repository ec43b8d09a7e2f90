import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, isApiError, type ApiError } from '../api/errors';
import { useSessionEnded } from '../auth/sessionEnded';
import { tagged } from '../i18n/tagged';

interface ErrorAlertProps {
  error: unknown;
  onRetry?: (() => void) | undefined;
  sx?: SxProps<Theme>;
}

/** The generic message of SPEC.md section 8, what the server said, and where to get help. */
export function ErrorAlert({ error, onRetry, sx }: ErrorAlertProps) {
  const { t } = useTranslation();
  const sessionEnded = useSessionEnded();
  if (error === null || error === undefined) return null;
  const detail = isApiError(error) ? explain(t, error) : undefined;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry === undefined ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{genericTitle(t, error, sessionEnded)}</AlertTitle>
      {detail !== undefined && <Typography variant="body2">{detail}</Typography>}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {tagged(t('errors.support', { email: SUPPORT_EMAIL }), {
          mail: (email) => (
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="inherit">
              {email}
            </Link>
          ),
        })}
      </Typography>
    </Alert>
  );
}

/** The server's message, in the reader's language when the domain code is one we have words for. */
function explain(t: TFunction, error: ApiError): string | undefined {
  const known: Partial<Record<string, string>> = t('errors.codes', { returnObjects: true });
  return (error.domainCode === undefined ? undefined : known[error.domainCode]) ?? error.serverMessage;
}

function genericTitle(t: TFunction, error: unknown, sessionEnded: boolean): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.status === 419) return sessionEnded ? t('errors.sessionEnded') : t('errors.sessionExpired');
  switch (error.code) {
    case 'ERR_NETWORK':
      return t('errors.network');
    case 'ERR_CANCELED':
      return t('errors.aborted');
    case 'ECONNABORTED':
      return t('errors.timeout');
    case 'ERR_BAD_REQUEST':
    case 'ERR_BAD_RESPONSE':
      return t('errors.status', { status: error.status });
  }
}
