import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { mayActOnAgency, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Agency } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useAgencyAction } from './queries';

/** Whether the agency is the platform's own: an administrators' decision (domain `mayActOnAgency`). */
export function AgencyInternalSwitch({ agency, actor }: { agency: Agency; actor: Actor }) {
  const { t } = useTranslation('agencies');
  const mutation = useAgencyAction(agency.id);
  if (!mayActOnAgency(actor, 'set-internal', { agencyId: agency.id })) return null;
  const conflict = isApiError(mutation.error) && mutation.error.status === 409 ? mutation.error : undefined;
  return (
    <Stack spacing={1}>
      <div>
        <FormControlLabel
          label={t('fields.internal')}
          control={
            <Switch
              checked={agency.isInternal}
              disabled={mutation.isPending}
              onChange={(event) => mutation.mutate({ command: { action: 'set-internal', body: { expectedVersion: agency.version, isInternal: event.target.checked } }, idempotencyKey: newIdempotencyKey() })}
            />
          }
        />
        <FormHelperText sx={{ mt: 0 }}>{t('internal.hint')}</FormHelperText>
      </div>
      {conflict !== undefined && (
        <Alert severity="warning" onClose={() => mutation.reset()}>
          {t('conflict', { expected: conflict.conflict?.expectedVersion ?? agency.version, actual: conflict.conflict?.actualVersion ?? '?' })}
        </Alert>
      )}
      {conflict === undefined && <ErrorAlert error={mutation.error} />}
    </Stack>
  );
}
