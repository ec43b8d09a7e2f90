import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { AgencyStanding, careServices, mayActOnAgency, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Agency } from '../api';
import { DialogButton } from '../layout/DialogButton';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useCareServiceLabel } from '../posting/careService';
import { useAgencyAction } from './queries';

const ascending = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((left, right) => left - right);
const sameIds = (left: readonly number[], right: readonly number[]): boolean => left.length === right.length && left.every((id, index) => id === right[index]);

/**
 * The care services an agency offers, chosen from the catalog, by its own staff and
 * administrators (domain `mayActOnAgency`). A terminated agency offers nothing new until reinstated.
 */
export function AgencyCareServicesEdit({ agency, actor }: { agency: Agency; actor: Actor }) {
  const { t } = useTranslation('agencies');
  const mutation = useAgencyAction(agency.id);
  if (!mayActOnAgency(actor, 'set-care-types', { agencyId: agency.id })) return null;
  if (agency.standing === AgencyStanding.TERMINATED) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('careServices.terminated')}
      </Typography>
    );
  }
  return (
    <DialogButton label={t('careServices.edit')} onOpen={mutation.reset} maxWidth="md">
      {(close) => (
        <CareServicesForm
          agency={agency}
          pending={mutation.isPending}
          error={mutation.error}
          onClose={close}
          onSubmit={(careServiceIds, idempotencyKey) =>
            mutation.mutate({ command: { action: 'set-care-types', body: { expectedVersion: agency.version, careServiceIds } }, idempotencyKey }, { onSuccess: close })
          }
        />
      )}
    </DialogButton>
  );
}

interface CareServicesFormProps {
  /** The agency as saved now: refetched after a command, a conflict included. */
  agency: Agency;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (careServiceIds: number[], idempotencyKey: string) => void;
}

function CareServicesForm({ agency, pending, error, onClose, onSubmit }: CareServicesFormProps) {
  const { t } = useTranslation('agencies');
  const label = useCareServiceLabel();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosen, setChosen] = useState(() => new Set(agency.careServiceIds));
  const [unchanged, setUnchanged] = useState(false);
  const conflict = isApiError(error) && error.status === 409 ? error : undefined;
  const fieldError = isApiError(error) ? error.fieldError('careServiceIds') : undefined;

  const toggle = (id: number, on: boolean) => {
    setChosen((current) => new Set(on ? [...current, id] : [...current].filter((held) => held !== id)));
    setUnchanged(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = ascending(chosen);
    // The domain refuses to "set" the care services the agency already offers.
    const same = sameIds(ids, ascending(agency.careServiceIds));
    setUnchanged(same);
    if (!same) onSubmit(ids, idempotencyKey);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('careServices.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('careServices.description')}</DialogContentText>
        {conflict !== undefined && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('conflictKept', { expected: conflict.conflict?.expectedVersion ?? '?', actual: conflict.conflict?.actualVersion ?? '?' })}{' '}
            {agency.careServiceIds.length === 0 ? t('show.noCareServices') : ascending(agency.careServiceIds).map(label).join(', ')}
          </Alert>
        )}
        <FormControl component="fieldset" error={fieldError !== undefined} fullWidth>
          <FormLabel component="legend">{t('careServices.legend', { count: chosen.size })}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
            {careServices.map((service) => (
              <FormControlLabel
                key={service.id}
                label={label(service.id)}
                control={<Checkbox size="small" name="careServiceIds" value={service.id} checked={chosen.has(service.id)} onChange={(event) => toggle(service.id, event.target.checked)} />}
              />
            ))}
          </FormGroup>
          {fieldError !== undefined && <FormHelperText>{fieldError}</FormHelperText>}
        </FormControl>
        {unchanged && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('careServices.unchanged')}
          </Alert>
        )}
        {conflict === undefined && fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('careServices.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
