import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_WEBHOOK_EVENT_TYPES, MAX_WEBHOOK_URL_LENGTH, webhookEventTypesField, webhookUrlField } from '@careledger/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { useSession } from '../auth/session';
import { ErrorAlert } from '../layout/ErrorAlert';
import { subscribableEventTypes } from './eventTypes';
import { useSubscribeWebhook } from './queries';
import { SecretOnce } from './SecretOnce';

/** The server's own field rules (domain `webhookCreateShape`), told in the screen's language. */
const urlProblem = (t: TFunction<'webhooks'>, url: string): string | undefined => {
  const checked = webhookUrlField.safeParse(url);
  if (checked.success) return undefined;
  return checked.error.issues[0]?.code === 'too_big' ? t('subscribe.rules.urlTooLong', { max: MAX_WEBHOOK_URL_LENGTH }) : t('subscribe.rules.url');
};

const eventTypesProblem = (t: TFunction<'webhooks'>, types: string[]): string | undefined => {
  const checked = webhookEventTypesField.safeParse(types);
  if (checked.success) return undefined;
  const code = checked.error.issues[0]?.code;
  if (code === 'too_small') return t('subscribe.rules.typesMin');
  if (code === 'too_big') return t('subscribe.rules.typesMax', { max: MAX_WEBHOOK_EVENT_TYPES });
  return t('subscribe.rules.typeName');
};

/** The subscribe form in its dialog; once the server accepts it, the dialog shows the signing secret, once. */
export function SubscribeDialog({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const { t: tc } = useTranslation('common');
  const subscribe = useSubscribeWebhook();
  const offered = subscribableEventTypes(useSession().user.roleId);
  const [url, setUrl] = useState('');
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const urlError = checked ? urlProblem(t, url) : undefined;
  const typesError = checked ? eventTypesProblem(t, eventTypes) : undefined;
  const serverUrlError = isApiError(subscribe.error) ? subscribe.error.fieldError('url') : undefined;
  const serverTypesError = isApiError(subscribe.error) ? subscribe.error.fieldError('eventTypes') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (urlProblem(t, url) !== undefined || eventTypesProblem(t, eventTypes) !== undefined) return;
    subscribe.mutate({ url: url.trim(), eventTypes });
  };

  if (subscribe.data) {
    return (
      <>
        <DialogTitle id={titleId}>{t('subscribe.done')}</DialogTitle>
        <DialogContent>
          <SecretOnce secret={subscribe.data.secret} message={t('secret.shownOnce')} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {tc('actions.close')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('subscribe.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('subscribe.intro')}</DialogContentText>
          <TextField
            label={t('subscribe.url')}
            name="url"
            type="url"
            required
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={(urlError ?? serverUrlError) !== undefined}
            helperText={urlError ?? serverUrlError ?? t('subscribe.urlHint')}
            slotProps={{ htmlInput: { maxLength: MAX_WEBHOOK_URL_LENGTH } }}
          />
          <Autocomplete
            multiple
            options={offered}
            value={eventTypes}
            onChange={(_event, value) => setEventTypes(value)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('subscribe.eventTypes')}
                error={(typesError ?? serverTypesError) !== undefined}
                helperText={typesError ?? serverTypesError ?? t('subscribe.eventTypesHint')}
              />
            )}
          />
          {serverUrlError === undefined && serverTypesError === undefined && <ErrorAlert error={subscribe.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={subscribe.isPending}>
          {t('subscribe.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
