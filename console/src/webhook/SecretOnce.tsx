import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentCopyIcon } from '../layout/icons';
import { useCopy } from '../layout/useCopy';

/** A signing secret the server will never show again, with a button that copies it. */
export function SecretOnce({ secret, message }: { secret: string; message: string }) {
  const { t } = useTranslation('webhooks');
  const { copied, copy } = useCopy(secret);
  return (
    <Alert severity="success">
      <Typography>{message}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Box component="code" data-testid="webhook-secret" sx={{ wordBreak: 'break-all', userSelect: 'all' }}>
          {secret}
        </Box>
        <Tooltip title={t('secret.copy')}>
          <IconButton onClick={copy} aria-label={t('secret.copy')}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
        <Typography role="status" variant="body2">
          {copied ? t('secret.copied') : ''}
        </Typography>
      </Stack>
    </Alert>
  );
}
