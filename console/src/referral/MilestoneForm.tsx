import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isPlacementMilestone, milestonesNotBeforeOpening, referralMilestones, type ReferralMilestone } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Referral } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { isCalendarDate, useCalendarDate } from '../i18n/calendar-dates';
import { serverToday } from './dates';

export interface MilestoneValues {
  milestone: ReferralMilestone;
  /** YYYY-MM-DD. */
  date: string;
}

type Field = 'milestone' | 'date';

interface MilestoneFormProps {
  referral: Referral;
  onHold: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: MilestoneValues, idempotencyKey: string) => void;
}

const isMilestone = (value: string): value is ReferralMilestone => referralMilestones.some((milestone) => milestone === value);

/**
 * Records or corrects one dated step. The rules the form can see for itself (a day that has
 * passed, not before the referral, placement paused on hold) are checked here; the order of
 * the dates is left to the server, whose message comes back in the dialog.
 */
export function MilestoneForm({ referral, onHold, pending, error, onClose, onSubmit }: MilestoneFormProps) {
  const { t } = useTranslation('referrals');
  const formatDate = useCalendarDate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(serverToday);
  const [milestone, setMilestone] = useState('');
  const [date, setDate] = useState(today);
  const [localErrors, setLocalErrors] = useState<Partial<Record<Field, string>>>({});

  const chosen = isMilestone(milestone) ? milestone : undefined;
  const recordedOn = chosen === undefined ? null : referral.milestones[chosen];
  const earliest = chosen !== undefined && milestonesNotBeforeOpening.includes(chosen) ? referral.openedOn : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    if (chosen === undefined) errors.milestone = t('validation.milestoneRequired');
    if (!isCalendarDate(date)) errors.date = t('validation.dateRequired');
    else if (date > today) errors.date = t('validation.dateInFuture', { today: formatDate(today) });
    else if (earliest !== undefined && date < earliest) errors.date = t('validation.dateBeforeOpening', { date: formatDate(earliest) });
    setLocalErrors(errors);
    if (chosen === undefined || Object.keys(errors).length > 0) return;
    onSubmit({ milestone: chosen, date }, idempotencyKey);
  };

  const shown = (field: Field) => localErrors[field] ?? (isApiError(error) ? error.fieldError(field) : undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.milestone.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.milestone.description')}</DialogContentText>
        {onHold && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('dialogs.milestone.heldNote')}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            select
            label={t('fields.milestone')}
            name="milestone"
            required
            fullWidth
            autoFocus
            value={milestone}
            onChange={(event) => {
              setMilestone(event.target.value);
              setLocalErrors((errors) => ({ ...errors, milestone: undefined, date: undefined }));
            }}
            error={shown('milestone') !== undefined}
            helperText={shown('milestone') ?? (recordedOn == null ? undefined : t('dialogs.milestone.recordedOn', { date: formatDate(recordedOn) }))}
          >
            {referralMilestones.map((entry) => (
              <MenuItem key={entry} value={entry} disabled={onHold && isPlacementMilestone(entry)}>
                {t(`milestones.${entry}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('fields.date')}
            type="date"
            name="date"
            required
            fullWidth
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setLocalErrors((errors) => ({ ...errors, date: undefined }));
            }}
            error={shown('date') !== undefined}
            helperText={shown('date')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: earliest } }}
          />
        </Stack>
        {shown('milestone') === undefined && shown('date') === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('dialogs.milestone.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
