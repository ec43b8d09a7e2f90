import { useEffect, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ProductId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Hub } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useHubChoices } from './queries';

const TYPING_PAUSE_MS = 300;

interface ConvertFormProps {
  /** Only hubs of the lead's product are offered: a would-be day-program host becomes a day-program hub. */
  productId: ProductId;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (hubId: string, idempotencyKey: string) => void;
}

/** The convert dialog's body: the hub this lead became, searched by the start of its name. */
export function ConvertForm({ productId, pending, error, onClose, onSubmit }: ConvertFormProps) {
  const { t } = useTranslation('hostLeads');
  const { t: tCommon } = useTranslation('common');
  // One key per dialog: pressing the button again after a lost answer cannot act twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [hub, setHub] = useState<Hub | null>(null);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [localError, setLocalError] = useState<string>();
  const choices = useHubChoices(productId, search, true);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hub === null) return setLocalError(t('validation.hubRequired'));
    setLocalError(undefined);
    onSubmit(hub.id, idempotencyKey);
  };

  const fieldError = localError ?? (isApiError(error) ? error.fieldError('hubId') : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.convert.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.convert.description')}</DialogContentText>
        <Autocomplete
          value={hub}
          options={choices.data ?? []}
          loading={choices.isFetching}
          filterOptions={(options) => options}
          getOptionLabel={(option) => (option.address.city === '' ? option.name : `${option.name} · ${option.address.city}`)}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          onChange={(_event, chosen) => {
            setHub(chosen);
            setLocalError(undefined);
          }}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input') setInput(text);
            if (reason === 'clear') setInput('');
          }}
          noOptionsText={choices.isError ? t('dialogs.convert.hubsFailed') : t('dialogs.convert.noHub')}
          loadingText={t('dialogs.convert.loadingHubs')}
          renderInput={(params) => (
            <TextField {...params} label={t('fields.hub')} name="hubId" required autoFocus error={fieldError !== undefined} helperText={fieldError ?? t('dialogs.convert.hubHint')} />
          )}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tCommon('actions.close')}</Button>
        <Button type="submit" variant="contained" color="success" loading={pending}>
          {t('dialogs.convert.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
