import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_API_KEY_NAME_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useApiKeys, useApiKeyScopes, useCreateApiKey, useRevokeApiKey } from './queries';

/** The form of a new key; the key itself is shown once, under the form, until the screen is left. */
function CreateApiKey() {
  const { t } = useTranslation('apiKeys');
  const scopes = useApiKeyScopes();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>(['read']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes: chosen });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('create.title')}>
        <Typography variant="h6" component="h2">
          {t('create.title')}
        </Typography>
        <TextField label={t('create.name')} value={name} onChange={(event) => setName(event.target.value)} required slotProps={{ htmlInput: { maxLength: MAX_API_KEY_NAME_LENGTH } }} />
        <Autocomplete
          multiple
          options={scopes.data?.data ?? []}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          renderInput={(params) => <TextField {...params} label={t('create.scopes')} helperText={t('create.scopesHint')} />}
        />
        {create.isError && <ErrorAlert error={create.error} />}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending || name.trim() === '' || chosen.length === 0}>
            {t('create.submit')}
          </Button>
        </Box>
        {create.data && (
          <Alert severity="success">
            <Typography>{t('create.shownOnce')}</Typography>
            <Box component="code" data-testid="api-key-secret" sx={{ display: 'block', mt: 1, wordBreak: 'break-all', userSelect: 'all' }}>
              {create.data.key}
            </Box>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('apiKeys');
  const { dateTime } = useFormatters();
  const revoke = useRevokeApiKey();
  return (
    <TableRow>
      <TableCell>
        {apiKey.name}
        <Typography variant="body2" color="text.secondary" component="div">
          <code>{apiKey.prefix}…</code>
        </Typography>
      </TableCell>
      <TableCell>{apiKey.scopes.join(', ')}</TableCell>
      <TableCell>{t('createdBy', { time: dateTime(apiKey.createdAt), name: apiKey.createdByName ?? apiKey.createdBy })}</TableCell>
      <TableCell>{apiKey.lastUsedAt === null ? t('neverUsed') : t('lastUsed', { time: dateTime(apiKey.lastUsedAt), count: apiKey.useCount })}</TableCell>
      <TableCell>
        {apiKey.status === 'revoked' ? (
          t('revoked', { time: apiKey.revokedAt === null ? '' : dateTime(apiKey.revokedAt) })
        ) : (
          <Button color="error" onClick={() => revoke.mutate(apiKey.id)} disabled={revoke.isPending} aria-label={t('revokeLabel', { name: apiKey.name })}>
            {t('revoke')}
          </Button>
        )}
        {revoke.isError && <ErrorAlert error={revoke.error} />}
      </TableCell>
    </TableRow>
  );
}

/** Settings › Integrations: the organisation's API keys (README, "Integrating"). */
export default function ApiKeys() {
  const { t } = useTranslation('apiKeys');
  useDocumentTitle(t('title'));
  const keys = useApiKeys();
  const rows = keys.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <CreateApiKey />
      {keys.isError && <ErrorAlert error={keys.error} onRetry={() => void keys.refetch()} />}
      {keys.data !== undefined && (
        <Paper variant="outlined">
          {rows.length === 0 ? (
            <EmptyMessage title={t('empty')} hint={t('emptyHint')} />
          ) : (
            <Table aria-label={t('table.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('table.name')}</TableCell>
                  <TableCell>{t('table.scopes')}</TableCell>
                  <TableCell>{t('table.created')}</TableCell>
                  <TableCell>{t('table.lastUsed')}</TableCell>
                  <TableCell>{t('table.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((apiKey) => (
                  <KeyRow key={apiKey.id} apiKey={apiKey} />
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
