import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { certificationsFor, competencyLevels, mayActOnCaregiver, servicesFor, type Actor, type CaregiverVerb, type CompetencyId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Caregiver, type CaregiverCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DeleteIcon } from '../layout/icons';
import { useCareServiceLabel } from '../posting/careService';
import { useCaregiverLabels } from './labels';
import { useCaregiverAction } from './queries';

const competencyIds = competencyLevels.map((level) => level.id);
const toCompetency = (value: string): CompetencyId | undefined => competencyIds.find((id) => String(id) === value);

/** Where a 400 of a skill command belongs: the field of the add row, or of the held service it named. */
interface PlacedError {
  action: CaregiverCommand['action'];
  careServiceId: number | undefined;
  message: string;
}

const fieldsOf: Partial<Record<CaregiverCommand['action'], readonly string[]>> = {
  'add-service': ['careServiceId', 'competency'],
  'change-competency': ['competency', 'careServiceId'],
  'add-certification': ['certificationId'],
};

const placedError = (command: CaregiverCommand | undefined, error: unknown): PlacedError | undefined => {
  if (command === undefined || !isApiError(error)) return undefined;
  const message = (fieldsOf[command.action] ?? []).map((field) => error.fieldError(field)).find((found) => found !== undefined);
  if (message === undefined) return undefined;
  return { action: command.action, careServiceId: 'careServiceId' in command.body ? command.body.careServiceId : undefined, message };
};

/**
 * Care services with a competency each, and certifications, offered only within what the
 * caregiver's profession allows (SPEC.md section 6); every change carries the version on screen.
 */
export function CaregiverSkills({ caregiver, actor }: { caregiver: Caregiver; actor: Actor }) {
  const { t } = useTranslation('caregivers');
  const labels = useCaregiverLabels();
  const serviceLabel = useCareServiceLabel();
  const mutation = useCaregiverAction(caregiver.id);
  const [service, setService] = useState('');
  const [competency, setCompetency] = useState('1');
  const [certification, setCertification] = useState('');
  const facts = { agencyId: caregiver.agencyId, userId: caregiver.userId };
  const may = (verb: CaregiverVerb) => mayActOnCaregiver(actor, verb, facts);
  const expectedVersion = caregiver.version;
  const run = (command: CaregiverCommand, onSuccess?: () => void) => mutation.mutate({ command, idempotencyKey: newIdempotencyKey() }, { onSuccess });

  const failed = mutation.isError ? mutation.variables.command : undefined;
  const conflict = isApiError(mutation.error) && mutation.error.status === 409 ? mutation.error : undefined;
  const placed = placedError(failed, mutation.error);
  const errorAt = (action: CaregiverCommand['action'], careServiceId?: number) =>
    placed !== undefined && placed.action === action && (careServiceId === undefined || placed.careServiceId === careServiceId) ? placed.message : undefined;

  const held = new Set(caregiver.services.map((entry) => entry.careServiceId));
  const addableServices = servicesFor(caregiver.professionId).filter((id) => !held.has(id));
  const addableCertifications = certificationsFor(caregiver.professionId).filter((id) => !caregiver.certifications.includes(id));

  const competencySelect = (value: string, onChange: (value: string) => void, label: string, error?: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
      disabled={mutation.isPending}
      error={error !== undefined}
      helperText={error}
    >
      {competencyLevels.map((level) => (
        <MenuItem key={level.id} value={String(level.id)}>
          {labels.competency(level.id)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('skills.services')}
      </Typography>
      {caregiver.services.length === 0 ? (
        <Empty>{t('skills.noServices')}</Empty>
      ) : (
        <List dense disablePadding aria-label={t('skills.services')}>
          {caregiver.services.map((entry) => (
            <ListItem
              key={entry.careServiceId}
              disableGutters
              secondaryAction={
                may('remove-service') && (
                  <IconButton
                    edge="end"
                    aria-label={t('skills.removeService', { service: serviceLabel(entry.careServiceId) })}
                    disabled={mutation.isPending}
                    onClick={() => run({ action: 'remove-service', body: { expectedVersion, careServiceId: entry.careServiceId } })}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={serviceLabel(entry.careServiceId)} sx={{ mr: 2 }} />
              {may('change-competency') ? (
                competencySelect(
                  String(entry.competency),
                  (value) => {
                    const next = toCompetency(value);
                    // The domain refuses a "change" to the competency already held.
                    if (next !== undefined && next !== entry.competency) run({ action: 'change-competency', body: { expectedVersion, careServiceId: entry.careServiceId, competency: next } });
                  },
                  t('skills.competencyIn', { service: serviceLabel(entry.careServiceId) }),
                  errorAt('change-competency', entry.careServiceId),
                )
              ) : (
                <Chip size="small" label={labels.competency(entry.competency)} sx={{ mr: 6 }} />
              )}
            </ListItem>
          ))}
        </List>
      )}
      {may('add-service') && addableServices.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={t('skills.addService')}
            value={service}
            onChange={(event) => setService(event.target.value)}
            sx={{ minWidth: 240 }}
            error={errorAt('add-service') !== undefined}
            helperText={errorAt('add-service')}
          >
            {addableServices.map((id) => (
              <MenuItem key={id} value={String(id)}>
                {serviceLabel(id)}
              </MenuItem>
            ))}
          </TextField>
          {competencySelect(competency, setCompetency, t('skills.competency'))}
          <Button
            variant="outlined"
            disabled={service === '' || mutation.isPending}
            onClick={() => {
              const chosen = addableServices.find((id) => String(id) === service);
              const level = toCompetency(competency);
              if (chosen === undefined || level === undefined) return;
              run({ action: 'add-service', body: { expectedVersion, careServiceId: chosen, competency: level } }, () => setService(''));
            }}
          >
            {t('skills.add')}
          </Button>
        </Stack>
      )}
      {may('add-service') && addableServices.length === 0 && <Empty>{t('skills.allServicesHeld', { profession: labels.profession(caregiver.professionId).toLocaleLowerCase() })}</Empty>}

      <Typography variant="subtitle1" component="h3">
        {t('skills.certifications')}
      </Typography>
      {caregiver.certifications.length === 0 ? (
        <Empty>{t('skills.noCertifications')}</Empty>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('skills.certifications')} role="list">
          {caregiver.certifications.map((id) => (
            <Chip
              key={id}
              role="listitem"
              label={labels.certification(id)}
              onDelete={may('remove-certification') && !mutation.isPending ? () => run({ action: 'remove-certification', body: { expectedVersion, certificationId: id } }) : undefined}
            />
          ))}
        </Stack>
      )}
      {may('add-certification') && addableCertifications.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={t('skills.addCertification')}
            value={certification}
            onChange={(event) => setCertification(event.target.value)}
            sx={{ minWidth: 240 }}
            error={errorAt('add-certification') !== undefined}
            helperText={errorAt('add-certification')}
          >
            {addableCertifications.map((id) => (
              <MenuItem key={id} value={id}>
                {labels.certification(id)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={certification === '' || mutation.isPending}
            onClick={() => {
              const chosen = addableCertifications.find((id) => id === certification);
              if (chosen === undefined) return;
              run({ action: 'add-certification', body: { expectedVersion, certificationId: chosen } }, () => setCertification(''));
            }}
          >
            {t('skills.add')}
          </Button>
        </Stack>
      )}
      {conflict !== undefined && (
        <Alert severity="warning" onClose={() => mutation.reset()}>
          {t('conflict', { expected: conflict.conflict?.expectedVersion ?? expectedVersion, actual: conflict.conflict?.actualVersion ?? '?' })}
        </Alert>
      )}
      {conflict === undefined && placed === undefined && <ErrorAlert error={mutation.error} />}
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
