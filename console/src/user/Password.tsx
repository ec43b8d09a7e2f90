import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentCopyIcon } from '../layout/icons';
import { useCopy } from '../layout/useCopy';

/** A password the server will never show again, with a button that copies it. */
export function OneTimePassword({ password }: { password: string }) {
  const { t } = useTranslation('users');
  const { copied, copy } = useCopy(password);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box component="code" data-testid="one-time-password" sx={{ fontSize: 18, px: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: 1, userSelect: 'all' }}>
          {password}
        </Box>
        <Tooltip title={t('create.copy')}>
          <IconButton onClick={copy} aria-label={t('create.copy')}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
        <Typography role="status" variant="body2" color="success.main">
          {copied ? t('create.copied') : ''}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('create.passwordOnce')}
      </Typography>
    </Stack>
  );
}
